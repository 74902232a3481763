import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT = path.join(ROOT, 'dist/client/index.html');
const SERVER_BUILT = path.join(ROOT, 'dist/server/entry-server.js');
const SOURCES = ['client', 'common', 'package-lock.json'];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/client or the server renderer (dist/server) is missing or older than the client's sources. */
export function clientBuildIsStale() {
  if (!existsSync(BUILT) || !existsSync(SERVER_BUILT)) return true;
  const builtAt = Math.min(statSync(BUILT).mtimeMs, statSync(SERVER_BUILT).mtimeMs);
  return SOURCES.some((s) => existsSync(path.join(ROOT, s)) && newestMtime(path.join(ROOT, s)) > builtAt);
}

/** The two Vite builds (the client, then its server renderer), as [command, args] each. */
function buildCommands() {
  return [[], ['--ssr']].map((extra) => [
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'client/vite.config.ts',
      '--logLevel',
      'warn',
      ...extra,
    ],
  ]);
}

const buildOptions = () => ({
  cwd: ROOT,
  stdio: 'inherit',
  // Under vitest NODE_ENV is 'test', and Vite would then bundle React's development build.
  env: { ...process.env, NODE_ENV: 'production' },
});

/**
 * Set by `npm test` once it has built the client: its tests then leave dist/ as it is, since the end-to-end
 * sites serve it while the other tests run (a source edited meanwhile waits for the next run).
 */
export const BUILT_FOR_THIS_RUN = 'CHARITY_CLIENT_BUILT_FOR_THIS_RUN';

/** Builds the client and its server renderer with Vite when either is missing or stale; exits on failure. */
export function ensureClientBuilt() {
  if (process.env[BUILT_FOR_THIS_RUN] === '1' || !clientBuildIsStale()) return;
  console.log('Building the client (dist/client, dist/server)…');
  for (const [command, args] of buildCommands()) {
    const result = spawnSync(command, args, buildOptions());
    if (result.status !== 0) {
      console.error('The client build failed.');
      process.exit(result.status ?? 1);
    }
  }
}

/** As `ensureClientBuilt`, without blocking the caller (`npm test` type-checks meanwhile); false on failure. */
export async function ensureClientBuiltAsync() {
  if (!clientBuildIsStale()) return true;
  console.log('Building the client (dist/client, dist/server)…');
  for (const [command, args] of buildCommands()) {
    const child = spawn(command, args, buildOptions());
    const status = await new Promise((resolve) => child.on('close', resolve));
    if (status !== 0) {
      console.error('The client build failed.');
      return false;
    }
  }
  return true;
}
