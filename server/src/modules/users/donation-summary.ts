import {
  gregorianToJalali,
  jalaliToGregorian,
  parseTehranDateTime,
  tehranDateParts,
  toIsoDate,
} from '@common/date';
import { and, count, desc, eq, gte, inArray, max, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, programs } from '../../db/schema';
import type { ProgramDonationStat } from './users.types';

export interface DonationSummary {
  /** Rial, completed donations only. */
  totalDonations: number;
  /** Rial, completed in the current Persian calendar month (Tehran time). */
  monthlyDonations: number;
  totalDonationCount: number;
  totalProgramsSupported: number;
  programStats: ProgramDonationStat[];
}

/** The first moment of the current Jalali month in Tehran. */
export function startOfJalaliMonth(now: Date = new Date()): Date {
  const { year, month, day } = tehranDateParts(now);
  const { jy, jm } = gregorianToJalali(year, month, day);
  return parseTehranDateTime(toIsoDate(jalaliToGregorian(jy, jm, 1))) ?? now;
}

const emptySummary = (): DonationSummary => ({
  totalDonations: 0,
  monthlyDonations: 0,
  totalDonationCount: 0,
  totalProgramsSupported: 0,
  programStats: [],
});

/**
 * The donation summaries of many members in two statements, from their COMPLETED donations (zeros for a
 * member with none): what a list of members with their totals needs without a query per member.
 */
export async function donationSummaries(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, DonationSummary>> {
  const summaries = new Map(userIds.map((id) => [id, emptySummary()]));
  if (userIds.length === 0) return summaries;
  const completed = and(inArray(donations.userId, [...userIds]), eq(donations.status, 'COMPLETED'));
  const lastDate = max(donations.completedAt);
  const [rows, months] = await Promise.all([
    db
      .select({
        userId: donations.userId,
        programId: donations.programId,
        programName: programs.name,
        totalAmount: sum(donations.amount).mapWith(Number),
        donationCount: count(),
        lastDonationDate: lastDate,
      })
      .from(donations)
      .innerJoin(programs, eq(programs.id, donations.programId))
      .where(completed)
      .groupBy(donations.userId, donations.programId, programs.name)
      .orderBy(desc(lastDate), donations.programId),
    db
      .select({ userId: donations.userId, amount: sum(donations.amount).mapWith(Number) })
      .from(donations)
      .where(and(completed, gte(donations.completedAt, startOfJalaliMonth())))
      .groupBy(donations.userId),
  ]);
  for (const { userId, ...stat } of rows) {
    const summary = userId === null ? undefined : summaries.get(userId);
    if (!summary) continue;
    summary.programStats.push(stat);
    summary.totalDonations += stat.totalAmount;
    summary.totalDonationCount += stat.donationCount;
    summary.totalProgramsSupported++;
  }
  for (const { userId, amount } of months) {
    const summary = userId === null ? undefined : summaries.get(userId);
    if (summary) summary.monthlyDonations = amount;
  }
  return summaries;
}
