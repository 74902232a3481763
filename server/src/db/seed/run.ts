import path from 'node:path';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../client';
import { seedIfEmpty } from './seed';

/** `npm run seed`: demo content into an empty database; refused in production. */
const config = loadConfig();
if (config.isProduction) {
  console.error('Refusing to seed demo data: NODE_ENV=production.');
  process.exit(1);
}
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
const seeded = await seedIfEmpty(database.db);
console.log(seeded ? 'Seeded the demo content.' : 'The database already has content; nothing seeded.');
await database.close();
