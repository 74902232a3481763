import { formatNumber } from '@common/digits';
import { formatTomanShort } from '@common/money';
import { and, count, countDistinct, eq, isNull, sql, sum } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { donations, enrollments, programs, users } from '../../db/schema';

/** The impact figures the product can count itself, as display texts; null where the count is 0. */
export interface ImpactTotals {
  studentsHelped: string | null;
  donorsActive: string | null;
  projectsCompleted: string | null;
  fundsRaised: string | null;
}

const countText = (n: number) => (n > 0 ? formatNumber(n, 0) : null);

/** Distinct people helped: users with an active enrolment, and STUDENT accounts that are not deleted. */
async function countStudents(db: Db): Promise<number> {
  const people = union(
    db
      .select({ userId: users.id })
      .from(users)
      .where(and(eq(users.userType, 'STUDENT'), isNull(users.deletedAt))),
    db.select({ userId: enrollments.userId }).from(enrollments).where(eq(enrollments.status, 'ACTIVE')),
  ).as('people');
  const [row] = await db.select({ n: count() }).from(people);
  return row.n;
}

/** Distinct givers of COMPLETED donations: by account, else by e-mail, else each donation on its own. */
async function countDonors(db: Db): Promise<number> {
  const giver = sql`coalesce('u' || ${donations.userId}::text, 'e' || lower(${donations.donorEmail}), 'd' || ${donations.id}::text)`;
  const [row] = await db
    .select({ n: countDistinct(giver) })
    .from(donations)
    .where(eq(donations.status, 'COMPLETED'));
  return row.n;
}

async function countCompletedPrograms(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(programs).where(eq(programs.status, 'COMPLETED'));
  return row.n;
}

/** Rial raised over all programs. */
async function sumRaised(db: Db): Promise<number> {
  const [row] = await db.select({ total: sum(programs.raisedAmount) }).from(programs);
  return Number(row.total ?? 0);
}

export async function countImpactTotals(db: Db): Promise<ImpactTotals> {
  const [students, donors, completed, raised] = await Promise.all([
    countStudents(db),
    countDonors(db),
    countCompletedPrograms(db),
    sumRaised(db),
  ]);
  return {
    studentsHelped: countText(students),
    donorsActive: countText(donors),
    projectsCompleted: countText(completed),
    fundsRaised: raised > 0 ? formatTomanShort(raised) : null,
  };
}
