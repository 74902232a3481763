import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';
import { userAdminMessages } from './user-admin.messages';

/** The users row (as `users.service.ts` names it; named here too so the two files do not import each other). */
type UserRow = typeof users.$inferSelect;

/** The advisory lock every write that can take an active admin away holds until its transaction ends. */
const ACTIVE_ADMINS_LOCK = 'active-admins';

const isActiveAdmin = (row: UserRow) => row.userType === 'ADMIN' && row.isActive && row.deletedAt === null;

/**
 * The one rule for every write that may leave the site without an admin: the member's own switch-off and
 * deletion, and the admin's type change, switch-off and deletion of a user. In one transaction it takes one
 * lock, reads the user's row (`missing` when there is none), runs `write`, and when the user was an active
 * admin and none remains afterwards, refuses the whole write (409).
 *
 * The lock is taken before any row lock, so two such writes wait in turn (never deadlock), and the second one
 * counts the admins as the first one left them.
 */
export function changeUserKeepingAnAdmin<T>(
  db: Db,
  userId: number,
  missing: () => DomainError,
  write: (tx: Db, before: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ACTIVE_ADMINS_LOCK}, 0))`);
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!before) throw missing();
    const result = await write(tx, before);
    if (isActiveAdmin(before) && (await activeAdminCount(tx)) === 0) {
      throw new DomainError('CONFLICT', userAdminMessages.lastAdmin);
    }
    return result;
  });
}

async function activeAdminCount(tx: Db): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.userType, 'ADMIN'), eq(users.isActive, true), isNull(users.deletedAt)));
  return n;
}
