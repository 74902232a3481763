import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { LightMyRequestResponse } from 'fastify';
import { print } from 'graphql';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-database';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** Variables of a typed document: optional when the operation declares none. */
type VariablesArgs<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

export interface TestApp {
  app: App;
  /** The app's services and its Fastify instance, as `app.services` and `app.fastify`. */
  services: App['services'];
  fastify: App['fastify'];
  database: Database;
  db: Database['db'];
  /** A typed document (`graphql(...)` of `testing/gql`) infers its answer and variables. */
  gql<T, V extends Record<string, unknown>>(
    document: TypedDocumentNode<T, V>,
    ...rest: [...VariablesArgs<V>, headers?: Record<string, string>]
  ): Promise<GraphqlAnswer<T>>;
  /** An untyped query string, its answer typed by hand. */
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
  const gql = async (
    query: string | TypedDocumentNode,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
    });
    return response.json();
  };
  return {
    app,
    services: app.services,
    fastify: app.fastify,
    database,
    db: database.db,
    gql: gql as TestApp['gql'],
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
