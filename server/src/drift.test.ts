import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../../codegen';
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import * as schemaTables from './db/schema';
import { buildAppSchema, printAppSchema } from './graphql/schema';
import { createResolvers, createServices } from './modules';
import { validateRoutes } from './rest/adapter';
import { restRoutes } from './rest/routes';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

async function appSchema() {
  const config = loadConfig({ NODE_ENV: 'test' });
  // The schema is built without touching the database: postgres.js connects lazily.
  const database = openDatabase({ databaseUrl: 'postgres://unused@127.0.0.1:1/unused' });
  const schema = await buildAppSchema(createResolvers(createServices({ database, config, version: 'test' })));
  await database.close();
  return schema;
}

describe('generated code is up to date', () => {
  it('schema.graphql matches the code-first schema (run `npm run codegen`)', async () => {
    expect(readFileSync(root('schema.graphql'), 'utf8')).toBe(printAppSchema(await appSchema()));
  });

  it('every REST row runs an operation that fits the schema', async () => {
    const schema = await appSchema();
    expect(() => validateRoutes(schema, restRoutes)).not.toThrow();
  });

  it('the generated typed documents match schema.graphql and the .graphql files (run `npm run codegen`)', async () => {
    const cwd = root('');
    const outputs: Types.FileOutput[] = await generate({ ...codegenConfig, cwd, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    // The CLI adds this header when it writes a file; the in-memory output lacks it.
    const onDisk = (file: string) =>
      readFileSync(root(file.replace(cwd, '')), 'utf8').replace(/^\/\* eslint-disable \*\/\n/, '');
    for (const output of outputs) {
      expect(onDisk(output.filename), output.filename).toBe(
        output.content.replace(/^\/\* eslint-disable \*\/\n/, ''),
      );
    }
  });

  it('the migrations in drizzle/ match the drizzle schema (run `npm run db:generate`)', async () => {
    const snapshots = readdirSync(root('drizzle/meta'))
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort();
    const last = JSON.parse(readFileSync(root(`drizzle/meta/${snapshots.at(-1)}`), 'utf8'));
    const current = generateDrizzleJson(schemaTables, last.id, undefined, 'snake_case');
    expect(await generateMigration(last, current)).toEqual([]);
  });
});
