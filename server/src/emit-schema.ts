import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { buildAppSchema, printAppSchema } from './graphql/schema';
import { createResolvers, createServices } from './modules';

/** Writes schema.graphql from the code-first schema (no database connection is made). */
const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused' });
const database = openDatabase({ databaseUrl: config.databaseUrl });
const schema = await buildAppSchema(createResolvers(createServices({ database, config, version: 'emit' })));
const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, printAppSchema(schema));
await database.close();
console.log(`wrote ${target}`);
