import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SETUP_SCRIPT = fileURLToPath(new URL('./embedded-setup-run.ts', import.meta.url));

/** True before PGlite has created its files in `dir` (a first start). */
export function embeddedDatabaseIsNew(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * PGlite's first-time set-up (initdb, then the migrations and the demo seed) keeps some 600 MB of WASM
 * memory that only a full collection would give back. It runs in a short-lived child process instead, so
 * the server opens a database that already exists and starts at the size of any later start.
 */
export async function setUpEmbeddedDatabase(dir: string, seed: boolean): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', SETUP_SCRIPT, dir, seed ? 'seed' : 'no-seed'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`setting up the embedded database in ${dir} failed (exit code ${code})`);
}
