import { randomBytes } from 'node:crypto';
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
  if (testDriver === 'pglite') {
    const database = openDatabase({ pgliteImage: await migratedPgliteImage() });
    await database.migrate();
    return database;
  }
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
