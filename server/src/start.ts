import { readFileSync } from 'node:fs';
import { type App, type AppOptions, buildApp } from './app';
import type { Config } from './config/config';
import { type Database, openDatabase } from './db/client';
import { embeddedDatabaseDir, seedsDemoContent, setUpEmbeddedDatabaseIfNew } from './db/embedded-setup';
import { seedIfEmpty } from './db/seed/seed';
import { runStartSteps, startJobs } from './kernel/compose';
import { modules } from './modules';
import { assertPortFree, explainDatabaseError, StartupError } from './startup-errors';

export const VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

export interface RunningServer {
  app: App;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where the server log goes instead of stdout (see AppOptions.logStream). */
  logStream?: AppOptions['logStream'];
  /**
   * Work the caller runs beside the server's own start (scripts/start.mjs): the embedded database's first
   * set-up, awaited before the database is opened, and the client build, awaited before the app is built.
   */
  embeddedSetUp?: Promise<void>;
  clientBuilt?: Promise<void>;
}

/** Opens the database, applies migrations, seeds a fresh embedded database, and listens. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  await assertPortFree(config.host, config.port);
  await options.embeddedSetUp;
  const pgliteDir = embeddedDatabaseDir(config);
  const seed = seedsDemoContent(config);
  await setUpEmbeddedDatabaseIfNew(config);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    const explained = explainDatabaseError(error, config);
    throw explained ? new StartupError(explained) : error;
  }
  if (seed) await seedIfEmpty(database.db);
  await runStartSteps(modules, database.db);
  await options.clientBuilt;
  const app = await buildApp({ config, database, version: VERSION, logStream: options.logStream });
  const stopJobs = startJobs(modules, app.services);
  app.fastify.addHook('onClose', async () => stopJobs());
  const address = await app.fastify.listen({ host: config.host, port: config.port });
  const port = app.fastify.server.address();
  const url = typeof port === 'object' && port ? `http://localhost:${port.port}` : address;
  return {
    app,
    database,
    url,
    close: async () => {
      await app.fastify.close();
      await database.close();
    },
  };
}
