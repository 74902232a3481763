import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/config';

const SETUP_SCRIPT = fileURLToPath(new URL('./embedded-setup-run.ts', import.meta.url));

type SetUpSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 'seedOnStart' | 'isProduction'>;

/** Where the embedded database lives under the data folder. */
export const embeddedDatabaseDir = (config: Pick<Config, 'dataDir'>): string =>
  path.join(config.dataDir, 'pglite');

/** Whether a start puts the demo content into an empty database (never in production). */
export const seedsDemoContent = (config: SetUpSettings): boolean =>
  config.seedOnStart && !config.isProduction;

/** True before PGlite has created its files in `dir` (a first start). */
export function embeddedDatabaseIsNew(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * PGlite's first-time set-up (initdb, then the migrations and the demo seed) keeps some 600 MB of WASM
 * memory that only a full collection would give back. It runs in a short-lived child process instead, so
 * the server opens a database that already exists and starts at the size of any later start. The child
 * works in a folder beside `dir`, renamed to `dir` once complete: a set-up stopped halfway is started over.
 */
export async function setUpEmbeddedDatabase(dir: string, seed: boolean): Promise<void> {
  const partial = `${dir}.partial`;
  const fail = (reason: string) => new Error(`setting up the embedded database in ${dir} failed (${reason})`);
  try {
    rmSync(partial, { recursive: true, force: true });
  } catch (error) {
    throw fail((error as Error).message);
  }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SETUP_SCRIPT, partial, seed ? 'seed' : 'no-seed'],
    // The IPC channel closes with this process: the child then stops (see embedded-setup-run.ts).
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw fail(`exit code ${code}`);
  renameSync(partial, dir);
}

/**
 * A first start's set-up of the embedded database, when there is one to make (no DATABASE_URL, no database
 * yet); otherwise nothing. `npm start` runs it beside the client build, before the server opens the database.
 */
export async function setUpEmbeddedDatabaseIfNew(config: SetUpSettings): Promise<void> {
  const dir = embeddedDatabaseDir(config);
  if (config.databaseUrl || !embeddedDatabaseIsNew(dir)) return;
  await setUpEmbeddedDatabase(dir, seedsDemoContent(config));
}
