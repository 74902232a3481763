import { eq } from 'drizzle-orm';
import { donations, programs } from '../db/schema';
import { bearer, insertUser, tokenFor } from './accounts';
import { insertPaymentMethods, insertProgram } from './fundraising';
import { createTestApp, type TestApp } from './test-app';

/** The donation tests' app: payment methods, one ACTIVE program, a signed-in donor and an admin. */
export async function openDonationsApp() {
  const t = await createTestApp();
  await insertPaymentMethods(t);
  const programId = (await insertProgram(t, { targetBudget: 10_000_000 })).id;
  const user = await insertUser(t, '09120000021', {
    userType: 'DONOR',
    firstName: 'مریم',
    lastName: 'کریمی',
  });
  const member = { id: user.id, token: await tokenFor(t, '09120000021') };
  await insertUser(t, '09120000022', { userType: 'ADMIN' });
  const admin = bearer(await tokenFor(t, '09120000022'));
  return { t, programId, member, admin };
}

export type DonationsApp = Awaited<ReturnType<typeof openDonationsApp>>;

/** A program's raised amount (rial) as stored. */
export const raisedAmount = async (t: TestApp, programId: number) =>
  (await t.db.select({ r: programs.raisedAmount }).from(programs).where(eq(programs.id, programId)))[0].r;

/** A donation's status as stored. */
export const donationStatus = async (t: TestApp, id: number) =>
  (await t.db.select({ s: donations.status }).from(donations).where(eq(donations.id, id)))[0].s;
