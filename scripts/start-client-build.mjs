import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildForStartArgs, clientBuildIsStale, PRECOMPRESSION_PENDING, ROOT } from './client-build.mjs';

/**
 * `npm start`'s client build: when missing or stale, the client and its server renderer in one Vite process,
 * side by side, leaving out the precompression (two thirds of the build's CPU). Resolves once the site can be
 * served; the same child then precompresses at the lowest priority, stopped with the server and resumed by
 * the next start (or by `ensureClientBuilt`). Exits on failure.
 */
export async function buildClientForStart() {
  const stale = clientBuildIsStale();
  if (!stale && !existsSync(PRECOMPRESSION_PENDING)) return;
  if (stale) {
    console.log('Building the client (dist/client, dist/server)…');
    mkdirSync(path.dirname(PRECOMPRESSION_PENDING), { recursive: true });
    writeFileSync(PRECOMPRESSION_PENDING, '');
  }
  const started = Date.now();
  const child = spawn(process.execPath, buildForStartArgs(...(stale ? [] : ['--precompress-only'])), {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Under vitest NODE_ENV is 'test', and Vite would then bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (!stale) return;
  const built = await new Promise((resolve) => {
    child.once('message', (message) => resolve(message === 'built'));
    child.once('exit', () => resolve(false));
  });
  if (!built) {
    console.error('The client build failed.');
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Client built in ${seconds} s (precompression continues in the background).`);
}
