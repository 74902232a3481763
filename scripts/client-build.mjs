import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
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

/** Present while dist/client lacks .br/.gz files that `npm start` left for after the site was up. */
export const PRECOMPRESSION_PENDING = path.join(ROOT, 'dist/precompression-pending');

/** Node arguments of `npm start`'s build child (client/build/build-for-start.ts). */
export const buildForStartArgs = (...extra) => [
  '--import',
  'tsx',
  path.join(ROOT, 'client/build/build-for-start.ts'),
  PRECOMPRESSION_PENDING,
  ...extra,
];

/** The full build when stale, else the precompression a stopped `npm start` left undone, else nothing. */
function workToDo() {
  if (clientBuildIsStale()) {
    return { title: 'Building the client (dist/client, dist/server)…', commands: buildCommands() };
  }
  if (!existsSync(PRECOMPRESSION_PENDING)) return null;
  return {
    title: 'Precompressing the client (left undone by an earlier npm start)…',
    commands: [[process.execPath, buildForStartArgs('--precompress-only')]],
  };
}

/**
 * Builds the client and its server renderer with Vite when either is missing or stale, with every asset
 * precompressed (finishing what a stopped `npm start` left undone); exits on failure.
 */
export function ensureClientBuilt() {
  const work = process.env[BUILT_FOR_THIS_RUN] === '1' ? null : workToDo();
  if (!work) return;
  console.log(work.title);
  for (const [command, args] of work.commands) {
    const result = spawnSync(command, args, buildOptions());
    if (result.status !== 0) {
      console.error('The client build failed.');
      process.exit(result.status ?? 1);
    }
  }
  rmSync(PRECOMPRESSION_PENDING, { force: true });
}

/** As `ensureClientBuilt`, without blocking the caller (`npm test` type-checks meanwhile); false on failure. */
export async function ensureClientBuiltAsync() {
  const work = workToDo();
  if (!work) return true;
  console.log(work.title);
  for (const [command, args] of work.commands) {
    const child = spawn(command, args, buildOptions());
    const status = await new Promise((resolve) => child.on('close', resolve));
    if (status !== 0) {
      console.error('The client build failed.');
      return false;
    }
  }
  rmSync(PRECOMPRESSION_PENDING, { force: true });
  return true;
}
