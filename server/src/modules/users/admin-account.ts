import { isValidMobile, normalizePhone } from '@common/phone';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../security/passwords';

export interface AdminAccount {
  phone: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/**
 * Creates an ADMIN account, or makes the account of that phone number an active ADMIN with this password.
 * Answers whether it was created.
 */
export async function createOrPromoteAdmin(
  db: Db,
  account: AdminAccount,
): Promise<{ id: number; created: boolean }> {
  const phoneNumber = normalizePhone(account.phone);
  if (!isValidMobile(phoneNumber)) throw new Error(`not a mobile number: ${account.phone}`);
  if (account.password.length < 8) throw new Error('the admin password needs at least 8 characters');
  const passwordHash = await hashPassword(account.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
  if (existing) {
    await db
      .update(users)
      .set({ userType: 'ADMIN', passwordHash, isActive: true, phoneVerified: true })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      phoneNumber,
      passwordHash,
      userType: 'ADMIN',
      firstName: account.firstName ?? 'مدیر',
      lastName: account.lastName ?? 'سامانه',
      email: account.email?.toLowerCase() ?? null,
      phoneVerified: true,
    })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}
