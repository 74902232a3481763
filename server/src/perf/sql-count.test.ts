import 'reflect-metadata';
import type { Logger } from 'drizzle-orm/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  chapters,
  courses,
  donations,
  enrollments,
  lessonCompletions,
  lessons,
  notifications,
  programSpendings,
  programs,
  slides,
  users,
} from '../db/schema';
import { seed } from '../db/seed/seed';
import { createLoaders } from '../modules';
import type { ResolvedRoute } from '../rest/derive';
import { restRoutesFor } from '../rest/routes';
import { bearer, insertUser, tokenFor } from '../testing/accounts';
import { samplePath } from '../testing/rest-paths';
import { type TestApp, testAppOn } from '../testing/test-app';
import { testDriver } from '../testing/test-database';

/** Counts (and keeps) the SQL statements drizzle sends; the test reads and resets it around each request. */
class CountingLogger implements Logger {
  count = 0;
  statements: string[] = [];
  logQuery(query: string): void {
    this.count++;
    this.statements.push(query);
  }
  reset(): void {
    this.count = 0;
    this.statements = [];
  }
}

/** Every GET row of the REST table (redirects aside), with its path parameters filled in. */
function getUrls(routes: readonly ResolvedRoute[]): string[] {
  return routes.filter((r) => r.method === 'GET' && !r.redirect).map((r) => samplePath(r));
}

async function openApp(logger: Logger): Promise<TestApp> {
  const database = openDatabase({ logger });
  await database.migrate();
  return testAppOn(database);
}

/** Grows every list the GET routes read to `n` rows (programs, donations, courses, chapters, …). */
async function growTo(t: TestApp, adminId: number, from: number, n: number): Promise<void> {
  const range = Array.from({ length: n - from }, (_, i) => from + i);
  if (range.length === 0) return;
  const db = t.db;
  const people = await db
    .insert(users)
    .values(
      range.map((i) => ({
        firstName: `ک${i}`,
        lastName: 'ت',
        phoneNumber: `0914${String(i).padStart(7, '0')}`,
      })),
    )
    .returning({ id: users.id });
  const progs = await db
    .insert(programs)
    .values(
      range.map((i) => ({
        name: `برنامه ${i}`,
        programType: 'SCHOLARSHIP' as const,
        status: 'ACTIVE' as const,
        targetBudget: 1_000_000,
        maxParticipants: 10,
        searchText: `برنامه ${i}`,
      })),
    )
    .returning({ id: programs.id });
  await db.insert(donations).values(
    range.flatMap((i, k) => [
      {
        programId: 1,
        userId: adminId,
        amount: 1000 + i,
        paymentMethod: 'ZARINPAL',
        status: 'COMPLETED' as const,
      },
      {
        programId: progs[k].id,
        userId: people[k].id,
        amount: 1000,
        paymentMethod: 'ZARINPAL',
        status: 'COMPLETED' as const,
      },
    ]),
  );
  await db.insert(programSpendings).values(
    range.flatMap((i, k) => [
      { programId: 1, spentOn: '2025-06-01', amount: 500 + i, description: `هزینه ${i}` },
      { programId: progs[k].id, spentOn: '2025-03-20', amount: 500, description: `هزینه ${i}` },
    ]),
  );
  const crs = await db
    .insert(courses)
    .values(
      range.map((i) => ({
        title: `دوره ${i}`,
        category: 'TECHNOLOGY' as const,
        level: 'BEGINNER' as const,
        status: 'PUBLISHED' as const,
        searchText: `دوره ${i}`,
      })),
    )
    .returning({ id: courses.id });
  const chs = await db
    .insert(chapters)
    .values(range.map((i) => ({ courseId: 1, title: `فصل ${i}`, chapterOrder: i + 1 })))
    .returning({ id: chapters.id });
  await db
    .insert(lessons)
    .values(chs.flatMap((c) => [1, 2].map((l) => ({ chapterId: c.id, title: `درس ${l}`, lessonOrder: l }))));
  await db
    .insert(enrollments)
    .values([
      ...crs.map((c) => ({ courseId: c.id, userId: adminId })),
      ...people.map((p) => ({ courseId: 1, userId: p.id })),
    ]);
  await db
    .insert(notifications)
    .values(range.map((i) => ({ userId: adminId, title: `پیام ${i}`, message: 'متن' })));
  await db.insert(slides).values(range.map((i) => ({ imageUrl: '/images/slide.jpg', title: `اسلاید ${i}` })));
}

describe.skipIf(testDriver !== 'pglite')('SQL statements per request', () => {
  const logger = new CountingLogger();
  let t: TestApp;
  let headers: Record<string, string>;
  let adminId: number;
  let urls: string[] = [];

  async function countAll(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const url of urls) {
      logger.count = 0;
      const response = await t.rest('GET', `/api${url}`, undefined, headers);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      counts[url] = logger.count;
    }
    return counts;
  }

  beforeAll(async () => {
    t = await openApp(logger);
    urls = getUrls(restRoutesFor(t.app.schema));
    await seed(t.db);
    adminId = (await insertUser(t, '09120000999', { userType: 'ADMIN' })).id;
    headers = bearer(await tokenFor(t, '09120000999'));
  });
  afterAll(() => t?.close());

  it('enumerates the GET rows of the REST table', () => {
    expect(urls.length).toBeGreaterThan(30);
    expect(urls).toContain('/programs/1');
    expect(urls).toContain('/courses/1');
  });

  it('costs the same number of statements with 5 and with 50 rows', async () => {
    await growTo(t, adminId, 0, 5);
    const small = await countAll();
    await growTo(t, adminId, 5, 50);
    const large = await countAll();
    expect(large).toEqual(small);
    // A sanity check that the logger sees the queries at all.
    expect(small['/programs']).toBeGreaterThan(0);
  });

  it.each(['/programs/accepting-applications', '/programs/available-slots', '/programs/statistics'])(
    '%s lets PostgreSQL limit, filter and count instead of reading every program',
    async (url) => {
      logger.reset();
      const response = await t.rest('GET', `/api${url}`);
      expect(response.statusCode).toBe(200);
      const programReads = logger.statements.filter((q) => q.includes('from "programs"'));
      expect(programReads.length).toBeGreaterThan(0);
      for (const statement of programReads) expect(statement).toMatch(/\blimit\b|\bcount\(|\bsum\(/);
    },
  );

  it('reads a program once for the program page, however many of its fields ask', async () => {
    logger.reset();
    const answer = await t.gql<{ publicProgram: { id: number } | null }>(
      `query ProgramPage($id: Int!) {
        publicProgram(id: $id) { id name }
        programDonations(programId: $id, page: 0, size: 10) { totalElements }
        programTopDonations(programId: $id) { id }
        programDonationStats(programId: $id) { totalAmount }
      }`,
      { id: 1 },
    );
    expect(answer.data?.publicProgram?.id).toBe(1);
    expect(logger.statements.filter((q) => /from "programs"/.test(q))).toHaveLength(1);
  });

  it.each(['/programs/1/transparency', '/reports/financial?year=1404'])(
    '%s groups and sums in PostgreSQL instead of reading every donation or entry',
    async (url) => {
      logger.reset();
      const response = await t.rest('GET', `/api${url}`);
      expect(response.statusCode).toBe(200);
      const moneyReads = logger.statements.filter((q) => /from "(donations|program_spendings)"/.test(q));
      expect(moneyReads.length).toBeGreaterThan(0);
      // Only the program's own spending list is read row by row (it is shown whole); donations never are.
      for (const statement of moneyReads.filter((q) => !/^select "id", "program_id", "spent_on"/.test(q)))
        expect(statement).toMatch(/\bsum\(|\bmin\(/);
      expect(logger.count).toBeLessThanOrEqual(5);
    },
  );

  it("members' donation totals cost the same statements for 5 members as for 50 (no query per member)", async () => {
    const memberIds = (await t.db.select({ id: users.id }).from(users).orderBy(users.id).limit(50)).map(
      (row) => row.id,
    );
    expect(memberIds).toHaveLength(50);
    const statementsFor = async (ids: number[]) => {
      const loaders = createLoaders(t.db, null);
      logger.reset();
      const summaries = await Promise.all(ids.map((id) => loaders.donationSummaryByUserId.load(id)));
      expect(summaries.map((summary) => typeof summary.totalDonations)).toEqual(ids.map(() => 'number'));
      return logger.count;
    };
    const few = await statementsFor(memberIds.slice(0, 5));
    expect(await statementsFor(memberIds)).toBe(few);
    expect(few).toBe(2);
  });

  it("a student's courses with their progress cost the same statements for 5 courses as for 50", async () => {
    const student = await insertUser(t, '09120000998', { userType: 'STUDENT' });
    const auth = bearer(await tokenFor(t, '09120000998'));
    const enrolIn = async (n: number) => {
      const crs = await t.db
        .insert(courses)
        .values(
          Array.from({ length: n }, (_, i) => ({
            title: `دوره‌ی پیشرفت ${i}`,
            category: 'TECHNOLOGY' as const,
            level: 'BEGINNER' as const,
            status: 'PUBLISHED' as const,
            certificateProvided: true,
            searchText: `دوره ${i}`,
          })),
        )
        .returning({ id: courses.id });
      const chs = await t.db
        .insert(chapters)
        .values(crs.map((c) => ({ courseId: c.id, title: 'فصل', chapterOrder: 1 })))
        .returning({ id: chapters.id, courseId: chapters.courseId });
      const ls = await t.db
        .insert(lessons)
        .values(
          chs.flatMap((c) => [1, 2].map((l) => ({ chapterId: c.id, title: `درس ${l}`, lessonOrder: l }))),
        )
        .returning({ id: lessons.id, chapterId: lessons.chapterId });
      await t.db
        .insert(enrollments)
        .values(crs.map((c) => ({ courseId: c.id, userId: student.id, status: 'ACTIVE' as const })));
      const courseOf = new Map(chs.map((c) => [c.id, c.courseId]));
      await t.db
        .insert(lessonCompletions)
        .values(
          ls
            .filter((_, i) => i % 2 === 0)
            .map((l) => ({ userId: student.id, lessonId: l.id, courseId: courseOf.get(l.chapterId) ?? 0 })),
        );
    };
    const statements = async () => {
      logger.reset();
      const response = await t.rest('GET', '/api/user/courses', undefined, auth);
      expect(response.statusCode).toBe(200);
      const list = response.json().data as Array<{ viewerProgress: { percent: number } }>;
      expect(new Set(list.map((c) => c.viewerProgress.percent))).toEqual(new Set([50]));
      return { count: logger.count, courses: list.length };
    };
    await enrolIn(5);
    const few = await statements();
    await enrolIn(45);
    const many = await statements();
    expect([few.courses, many.courses]).toEqual([5, 50]);
    expect(many.count).toBe(few.count);
  });
});
