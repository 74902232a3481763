import { tehranJalaliYear } from '@common/jalali-year';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../client';
import {
  chapters,
  courses,
  donationReceipts,
  donations,
  enrollments,
  landingContents,
  lessonCompletions,
  lessons,
  paymentMethods,
  programSpendings,
  programs,
  slides,
  users,
} from '../schema';
import { DEMO_LESSONS_DONE } from './learning';
import { seedIfEmpty } from './seed';
import { DEMO_ACCOUNTS } from './users';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedIfEmpty(database.db)).toBe(true);
});
afterAll(() => database.close());

async function counts() {
  const { db } = database;
  return {
    slides: await db.$count(slides),
    landing: await db.$count(landingContents),
    programs: await db.$count(programs),
    courses: await db.$count(courses),
    chapters: await db.$count(chapters),
    lessons: await db.$count(lessons),
    paymentMethods: await db.$count(paymentMethods),
    users: await db.$count(users),
    donations: await db.$count(donations),
    receipts: await db.$count(donationReceipts),
    spendings: await db.$count(programSpendings),
    enrollments: await db.$count(enrollments),
    lessonCompletions: await db.$count(lessonCompletions),
  };
}

const demoUserId = async (type: 'STUDENT' | 'DONOR') => {
  const phone = DEMO_ACCOUNTS.find((a) => a.userType === type)?.phoneNumber ?? '';
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  return user.id;
};

/** Sums (rial, as numbers: the demo's totals are far below 2^53) per program id. */
const byProgram = (rows: Array<{ programId: number; total: string }>) =>
  new Map(rows.map((row) => [row.programId, Number(row.total)]));

describe('demo seed', () => {
  it('fills an empty database once, and leaves a filled one alone', async () => {
    const first = await counts();
    expect(first.slides).toBeGreaterThanOrEqual(3);
    expect(first.programs).toBeGreaterThanOrEqual(6);
    expect(first.courses).toBeGreaterThanOrEqual(6);
    expect(first.lessons).toBeGreaterThan(first.chapters);
    expect(first.paymentMethods).toBe(3);
    expect(first.users).toBe(4);
    expect(first.donations).toBeGreaterThanOrEqual(40);
    expect(first.spendings).toBeGreaterThanOrEqual(5);
    const sections = new Set(
      (await database.db.select().from(landingContents)).map((row) => row.sectionKey.split('.')[0]),
    );
    expect([...sections].sort()).toEqual(['cta', 'hero', 'programs', 'stats', 'testimonials']);

    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it("derives every program's raised amount from its completed donations", async () => {
    const { db } = database;
    const completed = byProgram(
      await db
        .select({ programId: donations.programId, total: sql<string>`sum(${donations.amount})::text` })
        .from(donations)
        .where(eq(donations.status, 'COMPLETED'))
        .groupBy(donations.programId),
    );
    const rows = await db
      .select({ id: programs.id, raised: programs.raisedAmount, status: programs.status })
      .from(programs);
    for (const program of rows) expect(Number(program.raised)).toBe(completed.get(program.id) ?? 0);
    expect(rows.filter((p) => Number(p.raised) > 0).length).toBeGreaterThanOrEqual(6);
    // Nothing is given to a program the public cannot see.
    for (const program of rows.filter((p) => p.status === 'DRAFT'))
      expect(completed.has(program.id)).toBe(false);
    // Round toman amounts, stored as rial.
    for (const { amount } of await db.select({ amount: donations.amount }).from(donations)) {
      expect(amount % 10_000).toBe(0);
    }
  });

  it('has mostly completed donations, a few pending and failed, by members, guests and anonymous givers', async () => {
    const rows = await database.db.select().from(donations);
    const of = (status: string) => rows.filter((d) => d.status === status).length;
    expect(of('COMPLETED')).toBeGreaterThan(rows.length * 0.8);
    expect(of('PENDING')).toBeGreaterThanOrEqual(1);
    expect(of('FAILED')).toBeGreaterThanOrEqual(1);
    const donorId = await demoUserId('DONOR');
    const mine = rows.filter((d) => d.userId === donorId);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.some((d) => d.isAnonymous)).toBe(true);
    expect(mine.some((d) => !d.isAnonymous)).toBe(true);
    const guests = rows.filter((d) => d.userId === null);
    expect(guests.every((d) => d.donorName !== null && /[\u0600-\u06FF]/.test(d.donorName))).toBe(true);
    expect(guests.some((d) => d.isAnonymous)).toBe(true);
    // Completed ones have their completion time, the others none.
    for (const d of rows) expect(d.completedAt !== null).toBe(d.status === 'COMPLETED');
  });

  it('receipts every completed donation, each Jalali year numbered 1, 2, 3… in completion order', async () => {
    const rows = await database.db
      .select({
        status: donations.status,
        completedAt: donations.completedAt,
        jalaliYear: donationReceipts.jalaliYear,
        sequence: donationReceipts.sequence,
        number: donationReceipts.number,
      })
      .from(donations)
      .leftJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
      .orderBy(donations.completedAt, donations.id);
    const completed = rows.filter((r) => r.status === 'COMPLETED');
    expect(rows.filter((r) => r.status !== 'COMPLETED').every((r) => r.sequence === null)).toBe(true);
    const perYear = new Map<number, number[]>();
    for (const r of completed) {
      expect(r.jalaliYear).toBe(tehranJalaliYear(r.completedAt as Date));
      perYear.set(r.jalaliYear as number, [
        ...(perYear.get(r.jalaliYear as number) ?? []),
        r.sequence as number,
      ]);
    }
    expect(perYear.size).toBeGreaterThanOrEqual(2);
    for (const sequences of perYear.values()) {
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    }
  });

  it("gives the demo donor's history two Jalali years", async () => {
    const mine = await database.db
      .select({ completedAt: donations.completedAt })
      .from(donations)
      .where(and(eq(donations.userId, await demoUserId('DONOR')), eq(donations.status, 'COMPLETED')));
    const years = new Set(mine.map((d) => tehranJalaliYear(d.completedAt as Date)));
    expect(years.size).toBeGreaterThanOrEqual(2);
  });

  it('spends, in the past, less than each program took in', async () => {
    const { db } = database;
    const spent = byProgram(
      await db
        .select({
          programId: programSpendings.programId,
          total: sql<string>`sum(${programSpendings.amount})::text`,
        })
        .from(programSpendings)
        .groupBy(programSpendings.programId),
    );
    expect(spent.size).toBeGreaterThanOrEqual(3);
    const raised = new Map(
      (await db.select({ id: programs.id, raised: programs.raisedAmount }).from(programs)).map((p) => [
        p.id,
        Number(p.raised),
      ]),
    );
    for (const [programId, total] of spent) expect(total).toBeLessThan(raised.get(programId) ?? 0);
    const today = new Date().toISOString().slice(0, 10);
    for (const s of await db.select().from(programSpendings)) {
      expect(s.spentOn < today).toBe(true);
      expect(s.description).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('has the demo student part-way through a free course', async () => {
    const { db } = database;
    const studentId = await demoUserId('STUDENT');
    const mine = await db
      .select({ courseId: enrollments.courseId, status: enrollments.status, price: courses.price })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, studentId));
    expect(mine).toEqual([expect.objectContaining({ status: 'ACTIVE', price: 0 })]);
    const done = await db.$count(
      lessonCompletions,
      and(eq(lessonCompletions.userId, studentId), eq(lessonCompletions.courseId, mine[0].courseId)),
    );
    const total = await db.$count(
      lessons,
      sql`${lessons.chapterId} in (select ${chapters.id} from ${chapters} where ${chapters.courseId} = ${mine[0].courseId})`,
    );
    expect(done).toBe(DEMO_LESSONS_DONE);
    expect(done).toBeLessThan(total);
  });
});
