import type { UserType } from '@common/enums';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import { users } from '../schema';

/** The development demo accounts (README, "Demo accounts"); never seeded in production. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: ReadonlyArray<{
  userType: UserType;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  organization?: string;
}> = [
  {
    userType: 'STUDENT',
    phoneNumber: '09120000001',
    firstName: 'زهرا',
    lastName: 'محمدی',
    email: 'student@example.org',
  },
  {
    userType: 'DONOR',
    phoneNumber: '09120000002',
    firstName: 'رضا',
    lastName: 'کریمی',
    email: 'donor@example.org',
    organization: 'شرکت نیکوکاران',
  },
  {
    userType: 'STAFF',
    phoneNumber: '09120000003',
    firstName: 'مینا',
    lastName: 'احمدی',
    email: 'staff@example.org',
    organization: 'انجمن خیریه آموزشی نور دانش',
  },
  {
    userType: 'ADMIN',
    phoneNumber: '09120000004',
    firstName: 'علی',
    lastName: 'رضایی',
    email: 'admin@example.org',
  },
];

/** One demo account of each user type, password DEMO_PASSWORD; existing phone numbers are left alone. */
export async function seedDemoUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash, phoneVerified: true })))
    .onConflictDoNothing();
}
