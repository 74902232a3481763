/** The child process of `setUpEmbeddedDatabase`: creates the embedded database, migrates and seeds it. */
import { openDatabase } from './client';
import { seedIfEmpty } from './seed/seed';

const [dir, seed] = process.argv.slice(2);
if (!dir) throw new Error('usage: embedded-setup-run <pglite dir> <seed|no-seed>');
// Stopped with the process that started it: the half-made folder is started over next time.
process.on('disconnect', () => process.exit(1));
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let started = Date.now();
const database = openDatabase({ pgliteDir: dir });
await database.migrate();
const steps = [`created and migrated in ${seconds(started)}`];
if (seed === 'seed') {
  started = Date.now();
  await seedIfEmpty(database.db);
  steps.push(`demo content in ${seconds(started)}`);
}
await database.close();
console.log(`Embedded database set up: ${steps.join(', ')}.`);
process.exit(0);
