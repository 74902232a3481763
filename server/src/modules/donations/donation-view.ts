import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationReceipts, donations, paymentMethods, programs, users } from '../../db/schema';
import { DEFAULT_PRIVACY_SETTINGS, mergeSettings } from '../users/user-settings';
import type { Donation } from './donations.types';

/** Who reads a donation: the public sees only what the donor allowed; the donor and admins see all. */
export type Audience = 'public' | 'private';

/** The columns every donation answer is built from (donation, program name, the member's account). */
export const donationColumns = {
  id: donations.id,
  programId: donations.programId,
  programName: programs.name,
  userId: donations.userId,
  amount: donations.amount,
  donorName: donations.donorName,
  donorEmail: donations.donorEmail,
  message: donations.message,
  isAnonymous: donations.isAnonymous,
  paymentMethod: donations.paymentMethod,
  status: donations.status,
  donationDate: donations.donationDate,
  completedAt: donations.completedAt,
  paymentReference: donations.paymentReference,
  paymentMethodName: paymentMethods.displayNameFa,
  receiptNumber: donationReceipts.number,
  memberFirstName: users.firstName,
  memberLastName: users.lastName,
  memberEmail: users.email,
  memberImageUrl: users.profileImageUrl,
  memberPrivacy: users.privacySettings,
};

/** SELECT … FROM donations JOIN programs LEFT JOIN users, payment_methods, donation_receipts: add where/order/limit. */
export function selectDonations(db: Db) {
  return db
    .select(donationColumns)
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(paymentMethods, eq(paymentMethods.code, donations.paymentMethod))
    .leftJoin(donationReceipts, eq(donationReceipts.donationId, donations.id));
}

export type DonationViewRow = Awaited<ReturnType<ReturnType<typeof selectDonations>['execute']>>[number];

/** One giver per account, else per e-mail, else per donation (for donor counts). */
export const giverKey = sql`coalesce('u' || ${donations.userId}::text, 'e' || lower(${donations.donorEmail}), 'd' || ${donations.id}::text)`;

function hiddenInPublic(row: DonationViewRow): boolean {
  if (row.isAnonymous) return true;
  if (row.userId === null || row.memberPrivacy === null) return false;
  const privacy = mergeSettings(DEFAULT_PRIVACY_SETTINGS, row.memberPrivacy);
  return !privacy.showNameOnDonations || !privacy.showInSupporterLists;
}

function showsPicture(row: DonationViewRow): boolean {
  if (row.memberPrivacy === null) return false;
  return mergeSettings(DEFAULT_PRIVACY_SETTINGS, row.memberPrivacy).showProfileImage;
}

export function toDonation(row: DonationViewRow, audience: Audience): Donation {
  const isMember = row.userId !== null && row.memberFirstName !== null;
  const name = isMember ? `${row.memberFirstName} ${row.memberLastName ?? ''}`.trim() : row.donorName;
  const email = isMember ? row.memberEmail : row.donorEmail;
  const hidden = audience === 'public' && hiddenInPublic(row);
  return {
    id: row.id,
    programId: row.programId,
    programName: row.programName,
    programTitle: row.programName,
    amount: row.amount,
    donorName: hidden ? null : name,
    donorEmail: audience === 'public' ? null : email,
    donorImageUrl:
      hidden || !isMember || (audience === 'public' && !showsPicture(row)) ? null : row.memberImageUrl,
    message: row.message,
    isAnonymous: row.isAnonymous,
    paymentMethod: row.paymentMethod,
    paymentMethodName: row.paymentMethodName ?? row.paymentMethod,
    status: row.status,
    donationDate: row.donationDate,
    completedAt: row.completedAt,
    paymentReference: audience === 'public' ? null : row.paymentReference,
    receiptNumber: audience === 'public' ? null : row.receiptNumber,
  };
}
/** sum / n rounded half up to whole rial, exact for sums beyond 2^53 (the average itself is a safe number). */
export function roundedAverage(total: bigint, n: number): number {
  if (n <= 0) return 0;
  const count = BigInt(n);
  return Number((total * 2n + count) / (count * 2n));
}
