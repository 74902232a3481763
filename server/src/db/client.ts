import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type AdvisoryLocks, createPgliteLocks, createPostgresLocks } from './advisory-locks';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its whole data directory as one file (see `pgliteImage`). */
  dumpImage?(): Promise<Blob>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY's payload, from any process on this database (the live
   * bus, `live/live-bus.ts`). Answers the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Named locks held across replicas: PostgreSQL advisory locks (`db/advisory-locks.ts`). */
  locks: AdvisoryLocks;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory to start from (a migrated one, dumped once for the tests): skips initdb. */
  pgliteImage?: Blob;
  poolSize?: number;
  /** Sees every SQL statement (the performance tests count them per request). */
  logger?: Logger;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger)
    : openPglite(options.pgliteDir, options.pgliteImage, options.logger);
}

function openPostgres(url: string, max: number, logger?: Logger): Database {
  const client = postgres(url, { max, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  const db = drizzlePostgres({ client, schema, casing: 'snake_case', logger });
  const locks = createPostgresLocks(url);
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await locks.close();
      await client.end({ timeout: 5 });
    },
    listen: async (channel, onMessage) => {
      const { unlisten } = await client.listen(channel, onMessage);
      return unlisten;
    },
    locks,
  };
}

/** The embedded database's buffer pool (issue 10's first-start memory target). */
const EMBEDDED_SHARED_BUFFERS = '16MB';

function openPglite(dir: string | undefined, image: Blob | undefined, logger?: Logger): Database {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm serves the admin's substring searches (users, donations), as on the PostgreSQL server.
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: image,
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB buffer pool lives in PGlite's WASM memory, which never shrinks; the embedded
    // database serves one machine's visitors, and the files it would cache are on local disk anyway.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none'),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    locks: createPgliteLocks(),
  };
}
