// Uploaded files no row points at any more (a replaced profile picture, a course image never saved) are
// deleted after a grace period: the `files` row, then the stored object. A file counts as referenced when its
// storage key appears anywhere in any text or JSON column of any table but `files` itself and the audit log
// (it records what was and shows nothing on the site; a deleted account's picture named in its last entry
// must still go): URL columns hold '/uploads/<key>' or '<S3 public URL>/<key>', key columns hold the key, and
// rich text or layout JSON may embed either. The columns are found from the schema, so a column added later is
// covered without a list to keep; a key is a UUID, so a false match is out of the question, and one would
// only keep a file.
import { and, type Column, eq, gt, inArray, is, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { auditLog, files } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

const TEXT_COLUMN_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar', 'PgJson', 'PgJsonb']);
/** Files looked at per statement. */
const BATCH = 200;

export interface ReferenceColumns {
  table: PgTable;
  columns: Column[];
}

/** Every table but `files` and the audit log with its columns that can hold text (hence an address or a key). */
export function referenceColumns(): ReferenceColumns[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable) && value !== files && value !== auditLog)
    .map((table) => ({
      table,
      columns: getTableConfig(table).columns.filter((column) => TEXT_COLUMN_TYPES.has(column.columnType)),
    }))
    .filter(({ columns }) => columns.length > 0);
}

/** True (in SQL) when some row of some table holds `key` in one of its text columns. */
function referencedSomewhere(key: SQL): SQL {
  const inTables = referenceColumns().map(
    ({ table, columns }) =>
      sql`exists (select 1 from ${table} where ${or(
        ...columns.map((column) => sql`strpos(${column}::text, ${key}) > 0`),
      )})`,
  );
  return or(...inTables) ?? sql`false`;
}

export interface UnreferencedPurge {
  /** Files whose row and stored object were deleted. */
  deleted: number;
  /** Stored objects that could not be deleted (their rows are gone; logged). */
  failed: number;
}

/**
 * Deletes the files created more than `graceHours` ago that no row references. Each row is deleted by a
 * statement that checks the references again, so a file referenced meanwhile stays; the stored object
 * goes after its row (a crash between leaves an object no row knows, never a row without its object
 * being referenced).
 */
export async function purgeUnreferencedFiles(
  db: Db,
  storage: FileStorage,
  graceHours: number,
  now: Date = new Date(),
  log?: FastifyBaseLogger,
): Promise<UnreferencedPurge> {
  const before = new Date(now.getTime() - graceHours * 60 * 60 * 1000);
  const result: UnreferencedPurge = { deleted: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id })
      .from(files)
      .where(and(gt(files.id, after), lt(files.createdAt, before)))
      .orderBy(files.id)
      .limit(BATCH);
    if (batch.length === 0) return result;
    after = batch[batch.length - 1].id;
    const ids = batch.map((row) => row.id);
    await deleteUnreferenced(
      db,
      storage,
      and(inArray(files.id, ids), lt(files.createdAt, before)),
      result,
      log,
    );
  }
}

/**
 * Deletes at once, without the grace period, the files a deleted account owned that no row references any
 * more (its profile picture, uploads it never used); what the site still shows stays. Called after the
 * deletion commits. A failure is only logged: the account is gone either way, and the sweep takes what is
 * left once the grace period has passed.
 */
export async function purgeFilesLeftBy(
  db: Db,
  storage: FileStorage,
  ownerId: number,
  log?: FastifyBaseLogger,
): Promise<UnreferencedPurge> {
  const result: UnreferencedPurge = { deleted: 0, failed: 0 };
  try {
    await deleteUnreferenced(db, storage, eq(files.ownerId, ownerId), result, log);
  } catch (error) {
    log?.error({ err: error, ownerId }, "could not delete a deleted account's files");
  }
  return result;
}

/** Deletes the rows `where` selects that no row references, then their stored objects; counts into `result`. */
async function deleteUnreferenced(
  db: Db,
  storage: FileStorage,
  where: SQL | undefined,
  result: UnreferencedPurge,
  log?: FastifyBaseLogger,
): Promise<void> {
  // Qualified by hand: inside the subqueries an unqualified name could bind to another table's column.
  const referenced = referencedSomewhere(sql`${sql.identifier('files')}.${sql.identifier('storage_key')}`);
  const gone = await db
    .delete(files)
    .where(and(where, not(referenced)))
    .returning({ key: files.storageKey });
  for (const { key } of gone) {
    try {
      await storage.delete(key);
      result.deleted++;
    } catch (error) {
      result.failed++;
      log?.error({ err: error, key }, 'could not delete an unreferenced stored file');
    }
  }
}
