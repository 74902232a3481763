import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationReceipts, donations, paymentMethods, programs, users } from '../../db/schema';
import { formatVerificationCode } from '../verification-code';
import type { DonorReceipt, ReceiptVerification } from './receipts.types';

/** SELECT … FROM donation_receipts JOIN donations, programs LEFT JOIN users, payment_methods: add where/order. */
export function selectReceipts(db: Db) {
  return db
    .select({
      donationId: donations.id,
      userId: donations.userId,
      number: donationReceipts.number,
      jalaliYear: donationReceipts.jalaliYear,
      sequence: donationReceipts.sequence,
      verificationCode: donationReceipts.verificationCode,
      issuedAt: donationReceipts.issuedAt,
      completedAt: donations.completedAt,
      donationDate: donations.donationDate,
      amount: donations.amount,
      programId: donations.programId,
      programName: programs.name,
      guestName: donations.donorName,
      memberFirstName: users.firstName,
      memberLastName: users.lastName,
      isAnonymous: donations.isAnonymous,
      methodCode: donations.paymentMethod,
      methodName: paymentMethods.displayNameFa,
      paymentReference: donations.paymentReference,
    })
    .from(donationReceipts)
    .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
    .innerJoin(programs, eq(programs.id, donations.programId))
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(paymentMethods, eq(paymentMethods.code, donations.paymentMethod));
}

export type ReceiptRow = Awaited<ReturnType<ReturnType<typeof selectReceipts>['execute']>>[number];

/** The member's name, else the guest's; null for an anonymous donation. */
export function donorNameOf(row: ReceiptRow): string | null {
  if (row.isAnonymous) return null;
  if (row.memberFirstName !== null) return `${row.memberFirstName} ${row.memberLastName ?? ''}`.trim();
  return row.guestName;
}

export function toReceipt(row: ReceiptRow, verificationUrl: string): DonorReceipt {
  return {
    donationId: row.donationId,
    number: row.number,
    jalaliYear: row.jalaliYear,
    verificationCode: formatVerificationCode(row.verificationCode),
    verificationUrl,
    issuedAt: row.issuedAt,
    completedAt: row.completedAt ?? row.issuedAt,
    amount: row.amount,
    programId: row.programId,
    programName: row.programName,
    donorName: donorNameOf(row),
    isAnonymous: row.isAnonymous,
    paymentMethodName: row.methodName ?? row.methodCode,
    paymentReference: row.paymentReference,
  };
}

export function toVerification(row: ReceiptRow): ReceiptVerification {
  return {
    number: row.number,
    verificationCode: formatVerificationCode(row.verificationCode),
    amount: row.amount,
    completedAt: row.completedAt ?? row.issuedAt,
    programName: row.programName,
    donorName: donorNameOf(row),
    isAnonymous: row.isAnonymous,
  };
}
