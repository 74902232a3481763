// `npm run backup [-- file]`: the whole PostgreSQL database of DATABASE_URL into one pg_dump file (custom
// format: compressed, restored with `npm run restore`). Safe while the app runs: pg_dump reads one snapshot.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, run } from './pg-tools.mjs';

const url = databaseUrl();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// Absolute, and given as `--file=`: a name such as `-x.dump` is the file, never one of pg_dump's options.
const file = path.resolve(process.argv[2] ?? path.join('backups', `charity-${stamp}.dump`));
mkdirSync(path.dirname(file), { recursive: true });
run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
console.log(`Backup written: ${file}`);
