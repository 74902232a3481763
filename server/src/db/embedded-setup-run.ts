/** The child process of `setUpEmbeddedDatabase`: creates the embedded database, migrates and seeds it. */
import { openDatabase } from './client';
import { seedIfEmpty } from './seed/seed';

const [dir, seed] = process.argv.slice(2);
if (!dir) throw new Error('usage: embedded-setup-run <pglite dir> <seed|no-seed>');
const database = openDatabase({ pgliteDir: dir });
await database.migrate();
if (seed === 'seed') await seedIfEmpty(database.db);
await database.close();
