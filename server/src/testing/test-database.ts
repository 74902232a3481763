import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/client';
import { migratedPgliteImage, migratedPostgresTemplate } from './migrated-images';

/** Which database the server tests run against: the vitest project sets TEST_DRIVER. */
export const testDriver: 'pglite' | 'postgres' =
  process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite started from the migrated image, or a
 * new database copied from the migrated template on the PostgreSQL server of DATABASE_URL and dropped
 * again on close. (`migrate` then only confirms there is nothing left to apply.)
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return lendPglite();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DRIVER=postgres needs DATABASE_URL');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${await migratedPostgresTemplate(serverUrl)}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * PGlite instances a worker keeps between test files: starting one from the image (WASM, data directory,
 * migration check) cost a second or more a file, emptying its tables a tenth of that. A file closing its
 * database hands the instance back emptied, its identities restarted and its listeners dropped, so the next
 * file sees what a fresh migrated database holds.
 */
const idlePglites: Database[] = [];
/** A file opening several at once (the shared schema's test) would otherwise leave the worker holding them all. */
const KEPT_PGLITES = 1;

async function lendPglite(): Promise<Database> {
  const database = idlePglites.pop() ?? (await startPglite());
  const listening = new Set<() => Promise<void>>();
  let returned = false;
  // After close this file's handle refuses every query, as a closed database would (the error-shape tests
  // count on it), while the instance itself serves the next file.
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (returned) throw new Error('the test database is closed');
      return Reflect.get(target, property, receiver);
    },
  });
  return {
    ...database,
    db,
    listen: async (channel, onMessage) => {
      const stop = await database.listen(channel, onMessage);
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    close: async () => {
      if (returned) return;
      returned = true;
      for (const stop of listening) await stop().catch(() => undefined);
      if (idlePglites.length < KEPT_PGLITES && (await emptyTables(database))) idlePglites.push(database);
      else await database.close();
    },
  };
}

async function startPglite(): Promise<Database> {
  const database = openDatabase({ pgliteImage: await migratedPgliteImage() });
  await database.migrate();
  return database;
}

/**
 * Every table of the app's schema emptied and its identities restarted, the migrations' own table kept;
 * false when that failed (the instance is then closed rather than lent again).
 */
async function emptyTables(database: Database): Promise<boolean> {
  try {
    const rows = (await database.db.execute(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: Array<{ name: string }> };
    const names = rows.rows.map((row) => row.name).join(', ');
    if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    await database.db.execute(sql`discard all`);
    return true;
  } catch {
    return false;
  }
}

/**
 * PostgreSQL only: `count` connections to one fresh migrated database, as separate app replicas would hold
 * them (each its own pool, listener and lock connections). `close` closes them all and drops the database.
 */
export async function openReplicaDatabases(
  count: number,
): Promise<{ databases: Database[]; url: string; close(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('replicas need DATABASE_URL');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${await migratedPostgresTemplate(serverUrl)}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databases = Array.from({ length: count }, () =>
    openDatabase({ databaseUrl: url.toString(), poolSize: 5 }),
  );
  return {
    databases,
    url: url.toString(),
    close: async () => {
      await Promise.all(databases.map((database) => database.close().catch(() => undefined)));
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
