// Receipts are issued in the transaction that completes a donation (donations/donation-completion.ts), and once
// at start for completed donations that existed before receipts did. A donation has one receipt ever; the
// sequence of each Jalali year is counted by one atomic upsert on `receipt_counters`, so it is dense and unique
// however many donations complete at once.
import { tehranJalaliYear } from '@common/jalali-year';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationReceipts, donations, receiptCounters } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { newVerificationCode } from '../verification-code';

/** `1405-000123`: the Jalali year and the six-digit sequence, Latin digits (shown with Persian digits). */
export function receiptNumber(jalaliYear: number, sequence: number): string {
  return `${jalaliYear}-${String(sequence).padStart(6, '0')}`;
}

/** The receipt's year: the completion's Jalali year on the Tehran clock. */
const receiptYear = (donation: { completedAt: Date | null }) =>
  tehranJalaliYear(donation.completedAt ?? new Date());

/**
 * Takes `count` sequences of the year in one atomic upsert on its counter (dense and unique however many
 * transactions take them at once); answers the first.
 */
async function takeSequences(tx: Db, jalaliYear: number, count: number): Promise<number> {
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ jalaliYear, lastSequence: count })
    .onConflictDoUpdate({
      target: receiptCounters.jalaliYear,
      set: { lastSequence: sql`${receiptCounters.lastSequence} + ${count}` },
    })
    .returning({ last: receiptCounters.lastSequence });
  return counter.last - count + 1;
}

/** A receipt row with a fresh verification code. */
const receiptRow = (donationId: number, jalaliYear: number, sequence: number) => ({
  donationId,
  jalaliYear,
  sequence,
  number: receiptNumber(jalaliYear, sequence),
  verificationCode: newVerificationCode(),
});

/** How many times a fresh verification code is drawn when one collides (about 50 bits: practically never). */
const CODE_TRIES = 5;

/**
 * In the caller's transaction, which holds the donation's row (the completion's UPDATE, or the start's
 * `FOR UPDATE`): the donation's receipt, made now unless it has one. The year is the completion's Jalali year
 * on the Tehran clock (a donation completed at 00:30 on Nowruz belongs to the new year).
 */
export async function issueReceipt(
  tx: Db,
  donation: { id: number; completedAt: Date | null },
): Promise<void> {
  const [existing] = await tx
    .select({ id: donationReceipts.id })
    .from(donationReceipts)
    .where(eq(donationReceipts.donationId, donation.id));
  if (existing) return;
  const jalaliYear = receiptYear(donation);
  const sequence = await takeSequences(tx, jalaliYear, 1);
  for (let attempt = 1; ; attempt++) {
    try {
      // A savepoint: a colliding code (about 50 bits, practically never) is drawn again without losing the
      // completion's transaction.
      await tx.transaction((savepoint) =>
        savepoint.insert(donationReceipts).values(receiptRow(donation.id, jalaliYear, sequence)),
      );
      return;
    } catch (error) {
      if (attempt >= CODE_TRIES || uniqueViolation(error) !== 'donation_receipts_code_key') throw error;
    }
  }
}

/**
 * At start: every COMPLETED donation without a receipt gets one, in completion order. One transaction under an
 * advisory lock, so two servers starting together issue each receipt once and in order. Answers how many.
 */
export async function issueMissingReceipts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECEIPTS_LOCK})`);
    const waiting = await tx
      .select({ id: donations.id, completedAt: donations.completedAt })
      .from(donations)
      .leftJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
      .where(and(eq(donations.status, 'COMPLETED'), isNull(donationReceipts.id)))
      .orderBy(asc(sql`coalesce(${donations.completedAt}, ${donations.donationDate})`), asc(donations.id))
      .for('update', { of: donations });
    // Each year's sequences are taken in one counter update and its receipts written in one insert, so a
    // database with many completed donations from before receipts starts in a few statements per year.
    const byYear = new Map<number, number[]>();
    for (const donation of waiting) {
      const year = receiptYear(donation);
      const ids = byYear.get(year);
      if (ids) ids.push(donation.id);
      else byYear.set(year, [donation.id]);
    }
    for (const [jalaliYear, ids] of byYear) {
      const first = await takeSequences(tx, jalaliYear, ids.length);
      for (let start = 0; start < ids.length; start += INSERT_BATCH) {
        await tx
          .insert(donationReceipts)
          .values(
            ids
              .slice(start, start + INSERT_BATCH)
              .map((donationId, i) => receiptRow(donationId, jalaliYear, first + start + i)),
          );
      }
    }
    return waiting.length;
  });
}

/** Receipts written per statement by the start's catch-up (well under PostgreSQL's parameter limit). */
const INSERT_BATCH = 1_000;

/** The advisory lock key of the start's receipt catch-up (any constant shared by every server). */
const RECEIPTS_LOCK = 1_540_500_123;
