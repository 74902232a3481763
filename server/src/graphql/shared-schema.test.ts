import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/client';
import { restRoutesFor } from '../rest/routes';
import { openTestDatabase } from '../testing/test-database';

/** Two apps of one process (the tests', or replicas in one) share the schema; each answers with its own services. */
describe('one schema per process', () => {
  const versions = ['first', 'second'];
  const apps: App[] = [];
  const databases: Database[] = [];
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', SERVE_CLIENT: 'false', LOG_LEVEL: 'silent' });
    for (const version of versions) {
      const database = await openTestDatabase();
      databases.push(database);
      apps.push(await buildApp({ config, database, version }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.fastify.close();
    for (const database of databases) await database.close();
  });

  it('builds the schema and the REST table once', () => {
    const [first, second] = apps as [App, App];
    expect(second.schema).toBe(first.schema);
    expect(restRoutesFor(second.schema)).toBe(restRoutesFor(first.schema));
  });

  it('runs each resolver on its own app through both doors', async () => {
    for (const [i, version] of versions.entries()) {
      const app = apps[i] as App;
      const answer = await app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ health { version } }' }),
      });
      expect(answer.json().data.health.version).toBe(version);
      const rest = await app.fastify.inject({ method: 'GET', url: '/api/public/health' });
      expect(rest.json().data.version).toBe(version);
    }
  });
});
