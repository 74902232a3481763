import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { SessionService } from '../sessions/sessions.service';

/**
 * What follows a deletion once its transaction has committed: the account's files no row uses any more are
 * deleted (uploads/unreferenced-files.ts, purgeFilesLeftBy), so its picture is not served on.
 */
export type FilesLeftBy = (userId: number) => Promise<unknown>;

/**
 * Soft delete, in the caller's transaction: the row stays (donations keep their history) with deletedAt set,
 * personal details removed, phone and email rewritten to tombstones so both are free for a new account,
 * notifications dropped and every session ended.
 * The caller then calls its FilesLeftBy.
 */
export async function softDeleteUser(tx: Db, sessions: SessionService, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      deletedAt: new Date(),
      isActive: false,
      phoneNumber: `deleted:${userId}`,
      pendingPhoneNumber: null,
      pendingPhoneRequestedAt: null,
      email: null,
      passwordHash: null,
      firstName: 'کاربر',
      lastName: 'حذف‌شده',
      organization: null,
      studentId: null,
      profileImageUrl: null,
    })
    .where(eq(users.id, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await sessions.revokeAll(userId, undefined, tx);
}
