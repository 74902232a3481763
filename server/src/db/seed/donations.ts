// The demo donations: a fixed list spread over the last fourteen months (days before the seed's clock), so the
// donor's history, the receipts and the yearly report always show two Jalali years. Completed rows keep their
// past completion time; their receipts come from the same issuer the server runs at start, and each program's
// raised amount from the same recount the admin uses, so nothing here types a total in.
import { DAY_MS } from '@common/date';
import type { DonationStatus } from '@common/enums';
import { recountRaisedAmount } from '../../modules/programs/program-funding';
import { issueMissingReceipts } from '../../modules/receipts/receipt-issuer';
import type { Db } from '../client';
import { donations } from '../schema';

/** Who gave: the demo DONOR account, or a guest by name and e-mail. */
type Giver = { kind: 'DEMO_DONOR' } | { kind: 'GUEST'; name: string; email: string };

export interface SeedDonation {
  /** Index into seedPrograms (public programs only). */
  program: number;
  daysAgo: number;
  /** Round toman; stored as rial. */
  toman: number;
  giver: Giver;
  isAnonymous: boolean;
  status: DonationStatus;
  paymentMethod: 'online_payment' | 'credit_card' | 'bank_transfer';
  message?: string;
}

const demoDonor: Giver = { kind: 'DEMO_DONOR' };
const guest = (name: string, email: string): Giver => ({ kind: 'GUEST', name, email });

const maryam = guest('مریم حسینی', 'maryam.hosseini@example.org');
const hossein = guest('حسین صادقی', 'h.sadeghi@example.org');
const fatemeh = guest('فاطمه رحیمی', 'f.rahimi@example.org');
const amir = guest('امیر جعفری', 'amir.jafari@example.org');
const leila = guest('لیلا اکبری', 'leila.akbari@example.org');
const mohammad = guest('محمد قاسمی', 'm.ghasemi@example.org');
const narges = guest('نرگس طاهری', 'narges.taheri@example.org');
const saeed = guest('سعید مرادی', 's.moradi@example.org');
const elham = guest('الهام کاظمی', 'elham.kazemi@example.org');
const behrouz = guest('بهروز نجفی', 'b.najafi@example.org');

type Row = [
  program: number,
  daysAgo: number,
  toman: number,
  giver: Giver,
  isAnonymous: boolean,
  status: DonationStatus,
  method: SeedDonation['paymentMethod'],
  message?: string,
];

// Programs: 0 scholarship, 1 school supplies, 2 mentoring, 3 classroom rebuild, 4 tutoring, 5 tablets,
// 6 school breakfast (completed); 7 is a draft and gets nothing.
const rows: Row[] = [
  [6, 425, 2_000_000, maryam, false, 'COMPLETED', 'online_payment', 'به امید سفره‌ای پر برای بچه‌ها'],
  [6, 410, 5_000_000, demoDonor, false, 'COMPLETED', 'bank_transfer'],
  [6, 396, 1_000_000, hossein, true, 'COMPLETED', 'online_payment'],
  [6, 380, 3_000_000, fatemeh, false, 'COMPLETED', 'credit_card'],
  [0, 372, 10_000_000, demoDonor, false, 'COMPLETED', 'bank_transfer', 'برای شهریه‌ی یک دانش‌آموز مستعد'],
  [6, 360, 500_000, amir, false, 'COMPLETED', 'online_payment'],
  [0, 351, 2_000_000, leila, false, 'COMPLETED', 'online_payment'],
  [6, 338, 1_500_000, mohammad, true, 'COMPLETED', 'online_payment'],
  [3, 330, 4_000_000, narges, false, 'COMPLETED', 'credit_card'],
  [6, 322, 700_000, saeed, false, 'FAILED', 'online_payment'],
  [0, 310, 1_000_000, elham, false, 'COMPLETED', 'online_payment'],
  [1, 301, 300_000, behrouz, false, 'COMPLETED', 'online_payment'],
  [6, 290, 2_500_000, demoDonor, true, 'COMPLETED', 'online_payment'],
  [4, 281, 1_000_000, maryam, false, 'COMPLETED', 'online_payment'],
  [3, 270, 6_000_000, hossein, false, 'COMPLETED', 'bank_transfer', 'به یاد پدرم که معلم روستا بود'],
  [0, 262, 500_000, fatemeh, true, 'COMPLETED', 'online_payment'],
  [1, 255, 1_200_000, amir, false, 'COMPLETED', 'credit_card'],
  [6, 246, 1_000_000, leila, false, 'COMPLETED', 'online_payment'],
  [0, 240, 3_000_000, demoDonor, false, 'COMPLETED', 'online_payment'],
  [4, 231, 800_000, mohammad, false, 'FAILED', 'online_payment'],
  [4, 230, 800_000, mohammad, false, 'COMPLETED', 'online_payment'],
  [5, 221, 5_000_000, narges, false, 'COMPLETED', 'bank_transfer'],
  [6, 214, 2_000_000, saeed, false, 'COMPLETED', 'online_payment'],
  [1, 205, 600_000, elham, true, 'COMPLETED', 'online_payment'],
  [3, 196, 2_000_000, behrouz, false, 'COMPLETED', 'credit_card'],
  [5, 188, 1_500_000, maryam, false, 'COMPLETED', 'online_payment'],
  [0, 175, 2_500_000, hossein, false, 'COMPLETED', 'online_payment'],
  [1, 168, 2_000_000, demoDonor, false, 'COMPLETED', 'online_payment', 'برای کیف و دفتر بچه‌های روستا'],
  [4, 160, 1_000_000, fatemeh, false, 'COMPLETED', 'online_payment'],
  [2, 151, 500_000, amir, false, 'COMPLETED', 'online_payment'],
  [1, 140, 3_000_000, leila, true, 'COMPLETED', 'bank_transfer'],
  [5, 131, 2_000_000, mohammad, false, 'COMPLETED', 'online_payment'],
  [3, 122, 1_500_000, narges, false, 'COMPLETED', 'online_payment'],
  [0, 113, 5_000_000, demoDonor, true, 'COMPLETED', 'bank_transfer'],
  [1, 104, 1_000_000, saeed, false, 'COMPLETED', 'online_payment'],
  [2, 96, 1_000_000, elham, false, 'COMPLETED', 'credit_card'],
  [4, 88, 2_000_000, behrouz, false, 'COMPLETED', 'online_payment'],
  [1, 79, 1_500_000, maryam, false, 'COMPLETED', 'online_payment'],
  [5, 71, 4_000_000, demoDonor, false, 'COMPLETED', 'online_payment', 'برای کلاس‌های آنلاین بچه‌ها'],
  [0, 63, 1_000_000, hossein, false, 'FAILED', 'online_payment'],
  [0, 62, 1_000_000, hossein, false, 'COMPLETED', 'online_payment'],
  [3, 55, 3_000_000, fatemeh, false, 'COMPLETED', 'bank_transfer'],
  [1, 47, 500_000, amir, true, 'COMPLETED', 'online_payment'],
  [2, 40, 2_000_000, demoDonor, false, 'COMPLETED', 'online_payment'],
  [4, 33, 1_200_000, leila, false, 'COMPLETED', 'credit_card'],
  [5, 26, 2_500_000, mohammad, false, 'COMPLETED', 'online_payment'],
  [0, 19, 2_000_000, narges, false, 'COMPLETED', 'online_payment'],
  [1, 12, 800_000, saeed, false, 'COMPLETED', 'online_payment'],
  [3, 8, 1_000_000, elham, true, 'COMPLETED', 'online_payment'],
  [0, 5, 1_500_000, behrouz, false, 'COMPLETED', 'online_payment'],
  [5, 3, 1_000_000, demoDonor, false, 'PENDING', 'credit_card'],
  [2, 2, 500_000, maryam, false, 'PENDING', 'bank_transfer'],
  [1, 1, 1_000_000, demoDonor, true, 'COMPLETED', 'online_payment'],
];

export const seedDonations: SeedDonation[] = rows.map(
  ([program, daysAgo, toman, giver, isAnonymous, status, paymentMethod, message]) => ({
    program,
    daysAgo,
    toman,
    giver,
    isAnonymous,
    status,
    paymentMethod,
    ...(message ? { message } : {}),
  }),
);

/** A fixed, readable reference for a completed demo payment (the gateway's would be its ref id). */
const reference = (index: number) => `DEMO-${String(index + 1).padStart(5, '0')}`;

/**
 * Inserts the demo donations against the given program ids (seedPrograms' order), receipts every completed
 * one in completion order, and recounts each program's raised amount from its completed donations.
 */
export async function insertSeedDonations(
  db: Db,
  programIds: readonly number[],
  donorUserId: number,
  now: Date,
): Promise<void> {
  await db.insert(donations).values(
    seedDonations.map((d, index) => {
      // Whole days back, a few hours apart between neighbours; the list is oldest first, so completion order
      // (which orders the receipts) is the list's order.
      const at = new Date(now.getTime() - d.daysAgo * DAY_MS - (index % 7) * 3_600_000);
      return {
        programId: programIds[d.program],
        userId: d.giver.kind === 'DEMO_DONOR' ? donorUserId : null,
        donorName: d.giver.kind === 'GUEST' ? d.giver.name : null,
        donorEmail: d.giver.kind === 'GUEST' ? d.giver.email : null,
        amount: d.toman * 10,
        message: d.message ?? null,
        isAnonymous: d.isAnonymous,
        paymentMethod: d.paymentMethod,
        status: d.status,
        paymentReference: d.status === 'COMPLETED' ? reference(index) : null,
        donationDate: at,
        completedAt: d.status === 'COMPLETED' ? new Date(at.getTime() + 5 * 60_000) : null,
        createdAt: at,
      };
    }),
  );
  await issueMissingReceipts(db);
  for (const programId of new Set(programIds)) await recountRaisedAmount(db, programId);
}
