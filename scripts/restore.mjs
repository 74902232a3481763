// `npm run restore -- file`: a `npm run backup` file into the (new, empty) database of DATABASE_URL, in one
// transaction: either all of it is restored or nothing. A database that already has tables is refused, so a
// restore never mixes with live data; create a fresh database (createdb) and point DATABASE_URL at it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, query, run } from './pg-tools.mjs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file>  (DATABASE_URL names an empty database)');
  process.exit(2);
}
const url = databaseUrl();
const tables = Number(
  query(url, "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')"),
);
if (tables > 0) {
  console.error(
    `The database of DATABASE_URL already has ${tables} tables; restore into a new, empty database.`,
  );
  process.exit(1);
}
run('pg_restore', [
  '--no-owner',
  '--no-privileges',
  '--exit-on-error',
  '--single-transaction',
  `--dbname=${url}`,
  // After `--` and as an absolute path, a file named like `-x.dump` is read as the file, not as options.
  '--',
  path.resolve(file),
]);
console.log('Restored. Start the app with this DATABASE_URL; it applies any newer migrations on start.');
