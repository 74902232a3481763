import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificates,
  donationReceipts,
  donations,
  enrollments,
  files,
  lessonCompletions,
  notifications,
  sessions,
  type users,
} from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** What GET /auth/export-data gives the member: their own rows, never a password hash or a session id. */
export async function collectUserData(db: Db, user: UserRow, settings: Record<string, unknown>) {
  const { passwordHash: _hash, notificationSettings: _n, privacySettings: _p, ...profile } = user;
  const userId = user.id;
  const [myNotifications, myDonations, myEnrollments, mySessions, myFiles, marks, myCertificates, receipts] =
    await Promise.all([
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
      db.select().from(donations).where(eq(donations.userId, userId)).orderBy(asc(donations.id)),
      db.select().from(enrollments).where(eq(enrollments.userId, userId)).orderBy(asc(enrollments.id)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      db
        .select({ url: files.url, mimeType: files.mimeType, size: files.size, createdAt: files.createdAt })
        .from(files)
        .where(eq(files.ownerId, userId))
        .orderBy(asc(files.id)),
      db
        .select()
        .from(lessonCompletions)
        .where(eq(lessonCompletions.userId, userId))
        .orderBy(asc(lessonCompletions.completedAt)),
      db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.id)),
      db
        .select({
          donationId: donationReceipts.donationId,
          number: donationReceipts.number,
          verificationCode: donationReceipts.verificationCode,
          issuedAt: donationReceipts.issuedAt,
        })
        .from(donationReceipts)
        .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
        .where(eq(donations.userId, userId))
        .orderBy(asc(donationReceipts.id)),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    ...settings,
    notifications: myNotifications,
    donations: myDonations,
    enrollments: myEnrollments,
    sessions: mySessions,
    files: myFiles,
    lessonCompletions: marks,
    certificates: myCertificates,
    receipts,
  };
}
