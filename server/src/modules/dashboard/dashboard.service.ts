import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactMessages, courses, programs, users } from '../../db/schema';
import type { AdminDashboardStats } from './dashboard.types';
import { growthPercent, type JalaliMonth, lastJalaliMonths } from './jalali-months';

const CHART_MONTHS = 6;

/** The admin dashboard's figures: one statement per table, each counting its rows and its monthly new rows. */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async stats(now: Date = new Date()): Promise<AdminDashboardStats> {
    const months = lastJalaliMonths(CHART_MONTHS, now);
    const [userRow, courseRow, programRow, contactRow] = await Promise.all([
      this.tally(
        users,
        users.createdAt,
        months,
        and(eq(users.isActive, true), isNull(users.deletedAt)),
        isNull(users.deletedAt),
      ),
      this.tally(courses, courses.createdAt, months, eq(courses.status, 'PUBLISHED')),
      this.tally(programs, programs.createdAt, months, eq(programs.status, 'ACTIVE')),
      this.tally(contactMessages, contactMessages.createdAt, months, eq(contactMessages.status, 'NEW')),
    ]);
    const growth = ({ perMonth }: Tally) =>
      growthPercent(perMonth[CHART_MONTHS - 1], perMonth[CHART_MONTHS - 2]);
    return {
      activeUsers: userRow.current,
      activeCourses: courseRow.current,
      activePrograms: programRow.current,
      pendingContacts: contactRow.current,
      userGrowth: growth(userRow),
      courseGrowth: growth(courseRow),
      programGrowth: growth(programRow),
      contactGrowth: growth(contactRow),
      monthlyStats: months.map((month, i) => ({
        year: month.jy,
        monthNumber: month.jm,
        month: month.name,
        users: userRow.perMonth[i],
        programs: programRow.perMonth[i],
      })),
    };
  }

  /** How many rows match `current` now, and how many (of `scope`) were created in each month. */
  private async tally(
    table: PgTable,
    createdAt: PgColumn,
    months: JalaliMonth[],
    current: SQL | undefined,
    scope?: SQL,
  ): Promise<Tally> {
    const inMonth = (m: JalaliMonth) =>
      sql<number>`(count(*) filter (where ${createdAt} >= ${m.start.toISOString()}::timestamptz and ${createdAt} < ${m.end.toISOString()}::timestamptz))::int`;
    const columns: Record<string, SQL.Aliased<number> | SQL<number>> = {
      current: sql<number>`(count(*) filter (where ${current ?? sql`true`}))::int`,
    };
    months.forEach((m, i) => {
      columns[`m${i}`] = inMonth(m);
    });
    const [row] = (await this.db.select(columns).from(table).where(scope)) as Array<Record<string, number>>;
    return { current: row.current, perMonth: months.map((_, i) => row[`m${i}`]) };
  }
}

interface Tally {
  current: number;
  perMonth: number[];
}
