import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';

/**
 * Migrated starting points for test databases, made once per set of migrations instead of once per test
 * file: a dumped PGlite data directory (PGlite's initdb is most of a test file's start-up) and a template
 * database on the PostgreSQL server. Both are named by a hash of the migration files, so a new migration
 * makes new ones.
 */
/** Beside the installed packages, not in TMPDIR (tests point TMPDIR at folders they watch). */
const IMAGE_DIR = path.join(MIGRATIONS_DIR, '../node_modules/.cache/test-db');

const pgliteVersion = (): string =>
  (
    JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, '../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string }
  ).version;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** A short hash of every migration file (names and contents). */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS_DIR)) {
    hash.update(path.relative(MIGRATIONS_DIR, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite image for this checkout's migrations, made and kept under node_modules/.cache if missing. */
export async function migratedPgliteImage(): Promise<Blob> {
  const dir = IMAGE_DIR;
  const file = path.join(dir, `pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = openDatabase({});
  try {
    await database.migrate();
    const image = await database.dumpImage?.();
    if (!image) throw new Error('PGlite gave no data directory');
    const bytes = Buffer.from(await image.arrayBuffer());
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed, so a test file starting at the same time never reads half an image.
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

/**
 * The name of a migrated template database on the server of `serverUrl`, created once under an advisory
 * lock (two test files starting together make it once).
 */
export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${migrationsHash()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) await createTemplate(admin, serverUrl, name);
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
    return name;
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function createTemplate(admin: postgres.Sql, serverUrl: string, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.unsafe(`drop database if exists "${building}" with (force)`);
  await admin.unsafe(`create database "${building}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Renamed only when complete, so no test ever copies a half-migrated template.
  await admin.unsafe(`alter database "${building}" rename to "${name}"`);
}
