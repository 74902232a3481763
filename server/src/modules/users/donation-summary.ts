import {
  gregorianToJalali,
  jalaliToGregorian,
  parseTehranDateTime,
  tehranDateParts,
  toIsoDate,
} from '@common/date';
import { and, count, desc, eq, gte, max, sum } from 'drizzle-orm';
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

/** A member's donation summary, computed from their COMPLETED donations (zeros when there are none). */
export async function donationSummary(db: Db, userId: number): Promise<DonationSummary> {
  const completed = and(eq(donations.userId, userId), eq(donations.status, 'COMPLETED'));
  const lastDate = max(donations.completedAt);
  const rows = await db
    .select({
      programId: donations.programId,
      programName: programs.name,
      totalAmount: sum(donations.amount).mapWith(Number),
      donationCount: count(),
      lastDonationDate: lastDate,
    })
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .where(completed)
    .groupBy(donations.programId, programs.name)
    .orderBy(desc(lastDate));
  const [month] = await db
    .select({ amount: sum(donations.amount).mapWith(Number) })
    .from(donations)
    .where(and(completed, gte(donations.completedAt, startOfJalaliMonth())));
  return {
    totalDonations: rows.reduce((total, row) => total + row.totalAmount, 0),
    monthlyDonations: month?.amount ?? 0,
    totalDonationCount: rows.reduce((total, row) => total + row.donationCount, 0),
    totalProgramsSupported: rows.length,
    programStats: rows,
  };
}
