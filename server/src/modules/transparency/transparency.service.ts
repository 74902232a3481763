import { type AnyColumn, and, asc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, programSpendings, programs } from '../../db/schema';
import { invalid } from '../../errors';
import { isPublicProgram } from '../programs/program-mapper';
import {
  arrayLiteral,
  FIRST_GROUPED_YEAR,
  jalaliYearBounds,
  jalaliYearOf,
  jalaliYearOfDay,
  monthBoundaries,
  monthName,
  tehranJalaliToday,
} from './jalali-periods';
import { newestSpendingFirst } from './spending-admin.service';
import { reportMessages } from './transparency.messages';
import type { FinancialReport, ProgramTransparency, TransparencyMonth } from './transparency.types';

/** When a donation's money came in: its completion (older rows: its date). */
const donatedAt = sql`coalesce(${donations.completedAt}, ${donations.donationDate})`;
const completed = eq(donations.status, 'COMPLETED');
const rialSum = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** A moment as a parameter both drivers read alike (a raw expression gets no column mapping). */
const moment = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Sums of decimal texts (rial) without losing precision beyond 2^53. */
const add = (a: bigint, b: string | null | undefined): bigint => a + BigInt(b ?? 0);

/** Years shown in the selector: from the first with figures to the current one. */
const LATEST_FIRST = (from: number, to: number) =>
  Array.from({ length: Math.max(to - from, 0) + 1 }, (_, i) => to - i);

/**
 * The public figures of issue 15's transparency section, every sum and group computed by PostgreSQL: a
 * program's 'where the money goes' tab and the association's yearly report. Money in is the completed
 * donations (at their completion, Tehran calendar); money out is the admins' spending entries (at their date).
 */
export class TransparencyService {
  constructor(private readonly db: Db) {}

  /** A public program's figures, or null (missing, draft or awaiting approval). Four statements. */
  async forProgram(programId: number, now: Date = new Date()): Promise<ProgramTransparency | null> {
    const [program] = await this.db
      .select({ id: programs.id, targetBudget: programs.targetBudget })
      .from(programs)
      .where(and(eq(programs.id, programId), isPublicProgram));
    if (!program) return null;
    const today = tehranJalaliToday(now);
    const bounds = monthBoundaries(today.jy);
    const donationBucket = sql<number>`width_bucket(${donatedAt}, ${arrayLiteral(bounds, 'start')}::timestamptz[])`;
    const spendingBucket = sql<number>`width_bucket(${programSpendings.spentOn}, ${arrayLiteral(bounds, 'firstDay')}::date[])`;
    const [given, spentByMonth, spendings] = await Promise.all([
      // One row per month with donations, and the totals row (bucket null) with the donors.
      this.db
        .select({
          bucket: donationBucket,
          total: rialSum(donations.amount),
          donors: sql<number>`(count(distinct ${donations.userId}) + count(*) filter (where ${donations.userId} is null))::int`,
        })
        .from(donations)
        .where(and(eq(donations.programId, programId), completed))
        .groupBy(sql`grouping sets ((1), ())`),
      this.db
        .select({ bucket: spendingBucket, total: rialSum(programSpendings.amount) })
        .from(programSpendings)
        .where(eq(programSpendings.programId, programId))
        .groupBy(sql`1`),
      this.db
        .select()
        .from(programSpendings)
        .where(eq(programSpendings.programId, programId))
        .orderBy(...newestSpendingFirst),
    ]);
    const totals = given.find((row) => row.bucket === null);
    const raised = byMonth(given.filter((row) => row.bucket !== null));
    const spent = byMonth(spentByMonth);
    const moneyOut = spentByMonth.reduce((sum, row) => add(sum, row.total), 0n);
    return {
      programId,
      targetBudget: program.targetBudget,
      moneyIn: totals?.total ?? '0',
      moneyOut: moneyOut.toString(),
      donorCount: totals?.donors ?? 0,
      months: monthSeries(bounds, raised, spent, today),
      spendings,
    };
  }

  /** Each public program's money in and out in Jalali year `jalaliYear` (default: this year). Two statements. */
  async yearReport(jalaliYear: number | null | undefined, now: Date = new Date()): Promise<FinancialReport> {
    const current = tehranJalaliToday(now).jy;
    const year = jalaliYear ?? current;
    if (!Number.isInteger(year) || year < FIRST_GROUPED_YEAR || year > current)
      throw invalid({ jalaliYear: reportMessages.yearInvalid });
    const { start, end } = jalaliYearBounds(year);
    const moneyIn = this.db
      .select({
        programId: donations.programId,
        total: rialSum(donations.amount).as('money_in'),
        count: sql<number>`count(*)::int`.as('donation_count'),
      })
      .from(donations)
      .where(and(completed, gte(donatedAt, moment(start.start)), lt(donatedAt, moment(end.start))))
      .groupBy(donations.programId)
      .as('money_in');
    const moneyOut = this.db
      .select({
        programId: programSpendings.programId,
        total: rialSum(programSpendings.amount).as('money_out'),
      })
      .from(programSpendings)
      .where(and(gte(programSpendings.spentOn, start.firstDay), lt(programSpendings.spentOn, end.firstDay)))
      .groupBy(programSpendings.programId)
      .as('money_out');
    const [rows, [first]] = await Promise.all([
      this.db
        .select({
          programId: programs.id,
          programName: programs.name,
          moneyIn: moneyIn.total,
          donationCount: moneyIn.count,
          moneyOut: moneyOut.total,
        })
        .from(programs)
        .leftJoin(moneyIn, eq(moneyIn.programId, programs.id))
        .leftJoin(moneyOut, eq(moneyOut.programId, programs.id))
        .where(and(isPublicProgram, or(isNotNull(moneyIn.programId), isNotNull(moneyOut.programId))))
        .orderBy(asc(programs.name), asc(programs.id)),
      this.db
        .select({
          donation: sql<
            number | null
          >`(select extract(epoch from min(${donatedAt}))::float8 from ${donations} where ${completed})`,
          spending: sql<
            string | null
          >`(select min(${programSpendings.spentOn})::text from ${programSpendings})`,
        })
        .from(sql`(select 1) as one`),
    ]);
    const firstYears = [
      first?.donation != null ? jalaliYearOf(new Date(Number(first.donation) * 1000)) : current,
      first?.spending ? jalaliYearOfDay(first.spending) : current,
    ];
    const programsOfYear = rows.map((row) => ({
      programId: row.programId,
      programName: row.programName,
      moneyIn: row.moneyIn ?? '0',
      donationCount: row.donationCount ?? 0,
      moneyOut: row.moneyOut ?? '0',
    }));
    return {
      jalaliYear: year,
      years: LATEST_FIRST(Math.max(Math.min(...firstYears), FIRST_GROUPED_YEAR), current),
      programs: programsOfYear,
      moneyIn: programsOfYear.reduce((sum, row) => add(sum, row.moneyIn), 0n).toString(),
      moneyOut: programsOfYear.reduce((sum, row) => add(sum, row.moneyOut), 0n).toString(),
    };
  }
}

/** Bucket → rial (decimal text); bucket 0 (before the first grouped year) joins bucket 1. */
function byMonth(rows: readonly { bucket: number | null; total: string }[]): Map<number, bigint> {
  const sums = new Map<number, bigint>();
  for (const row of rows) {
    const bucket = Math.max(Number(row.bucket), 1);
    sums.set(bucket, add(sums.get(bucket) ?? 0n, row.total));
  }
  return sums;
}

/** Every month from the first with money in or out to the current one, with the raised amount to date. */
function monthSeries(
  bounds: ReturnType<typeof monthBoundaries>,
  raised: Map<number, bigint>,
  spent: Map<number, bigint>,
  today: { jy: number; jm: number },
): TransparencyMonth[] {
  const used = [...raised.keys(), ...spent.keys()];
  if (used.length === 0) return [];
  const last = bounds.findIndex((b) => b.jy === today.jy && b.jm === today.jm) + 1;
  const months: TransparencyMonth[] = [];
  let toDate = 0n;
  for (let bucket = Math.min(...used); bucket <= last; bucket++) {
    const { jy, jm } = bounds[bucket - 1];
    const inMonth = raised.get(bucket) ?? 0n;
    toDate += inMonth;
    months.push({
      jalaliYear: jy,
      jalaliMonth: jm,
      monthName: monthName(jm),
      raised: inMonth.toString(),
      raisedToDate: toDate.toString(),
      spent: (spent.get(bucket) ?? 0n).toString(),
    });
  }
  return months;
}
