import type { LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-database';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestApp {
  app: App;
  database: Database;
  db: Database['db'];
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlAnswer<T>>;
  rest(
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh database, driven in process through both doors. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return testAppOn(await openTestDatabase(), env);
}

/** The real app on a given (migrated) database; closing the app closes the database too. */
export async function testAppOn(database: Database, env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', SERVE_CLIENT: 'false', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, version: 'test' });
  await app.fastify.ready();
  return {
    app,
    database,
    db: database.db,
    async gql(query, variables, headers) {
      const response = await app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    rest(method, url, body, headers) {
      return app.fastify.inject({
        method: method as 'GET',
        url,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    async close() {
      await app.fastify.close();
      await database.close();
    },
  };
}
