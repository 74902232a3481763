// Shared by `npm run backup` and `npm run restore`: the database's address and running a PostgreSQL tool.
import { spawnSync } from 'node:child_process';

/** DATABASE_URL, or an explanation of what to set (the embedded database is one directory: copy it instead). */
export function databaseUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is not set. Backups are for the PostgreSQL server; the embedded database is the folder DATA_DIR/pglite (stop the app and copy it).',
    );
    process.exit(2);
  }
  return url;
}

/** Runs `tool` with `args`, its output on ours; exits with its status when it fails. */
export function run(tool, args) {
  const result = spawnSync(tool, args, { stdio: 'inherit' });
  if (result.error) {
    console.error(
      `${tool} could not be started (${result.error.message}); install the PostgreSQL client tools.`,
    );
    process.exit(2);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Answers `sql`'s single value from psql (unaligned, no headers). */
export function query(url, sql) {
  const result = spawnSync(
    'psql',
    ['--no-psqlrc', '--tuples-only', '--no-align', '--dbname', url, '--command', sql],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    console.error(result.stderr || result.error?.message);
    process.exit(result.status ?? 2);
  }
  return result.stdout.trim();
}
