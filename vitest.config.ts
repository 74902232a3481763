import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };
// Node resolves the bare 'graphql' of dependencies to its CommonJS build; server code must share that one copy.
const serverAlias = [
  { find: '@common', replacement: alias['@common'] },
  { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
];

/**
 * Server tests run on PGlite, and again on the PostgreSQL server when DATABASE_URL is set. Each file opens
 * its own database and app, and none mocks a module, so a worker keeps the modules it loaded between files
 * (`isolate: false`): loading the server for every file had been half of these projects' time.
 */
const serverDrivers = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const serverProjects = serverDrivers.map((driver) => ({
  resolve: { alias: serverAlias },
  test: {
    name: driver === 'pglite' ? 'server' : `server-${driver}`,
    environment: 'node' as const,
    include: ['server/**/*.test.ts'],
    env: { TEST_DRIVER: driver },
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));

/** The security suite too: PGlite serialises every race, so races and limits run on PostgreSQL as well. */
const securityProjects = serverDrivers.map((driver) => ({
  resolve: { alias: serverAlias },
  test: {
    name: driver === 'pglite' ? 'security' : `security-${driver}`,
    environment: 'node' as const,
    include: ['test/security/**/*.test.ts'],
    env: { TEST_DRIVER: driver },
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));

/**
 * Client tests share their worker's modules and page between files (`isolate: false`: a fresh page and React,
 * Apollo and the router loaded again for each file had been half of the client's time); setup.ts clears what a
 * test leaves. A file that replaces a module (`vi.mock`) runs in a fresh one, so the mock stays its own.
 */
const CLIENT_TESTS = 'client/**/*.test.{ts,tsx}';
const CLIENT_DIR = fileURLToPath(new URL('./client', import.meta.url));
const mockingClientTests = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(`${CLIENT_DIR}/${file}`, 'utf8')))
  .map((file) => `client/${file}`);
const clientProjects = [
  {
    name: 'client',
    include: [CLIENT_TESTS],
    exclude: [...configDefaults.exclude, ...mockingClientTests],
    isolate: false,
  },
  { name: 'client-mocking', include: mockingClientTests, exclude: configDefaults.exclude, isolate: true },
].map(({ name, include, exclude, isolate }) => ({
  plugins: [react()],
  resolve: { alias },
  test: {
    name,
    environment: 'happy-dom' as const,
    include,
    exclude,
    isolate,
    setupFiles: ['client/src/test/setup.ts'],
    // Each wait may take up to asyncUtilTimeout (5 s) on a loaded CI machine; a test holds several.
    testTimeout: 20_000,
  },
}));

export default defineConfig({
  resolve: { alias },
  test: {
    // Two workers on the two cores this runs on (vitest's default leaves one idle): server files wait on
    // the database and the test server much of the time. Measured: the whole run 1,485 s → 1,147 s.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'common', environment: 'node', include: ['common/**/*.test.ts'] },
      },
      ...serverProjects,
      ...clientProjects,
      ...securityProjects,
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'e2e',
          globalSetup: ['test/e2e/global-setup.ts'],
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One file at a time, each with its own site. `npm test` runs this project in a vitest process of its
          // own beside the others; run together with them, it comes after them (its own group). Its one worker
          // keeps the server modules and one Chromium between files (`isolate: false`; each file has its own
          // browser contexts), so that chain pays their start-up once.
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
