import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chapters, donations, enrollments, lessons, programs } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { insertCourses, insertSyllabus } from '../../testing/courses';
import { it } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

const DASHBOARD = `{ myProfile { dashboard {
  donor { studentsHelped overallImpact }
  student { requests pendingRequests scholarshipReceived activeCourses lessonsAvailable }
  staff { studentsManaged activeProjects projectsManaged budgetManaged raisedAmount successRate }
} } }`;

type Dashboard = { myProfile: { dashboard: Record<string, unknown> } };

async function member(app: TestApp, phoneNumber: string, userType: 'DONOR' | 'STUDENT' | 'STAFF' | 'ADMIN') {
  const user = await insertUser(app, phoneNumber, { userType });
  return { user, auth: bearer(await tokenFor(app, phoneNumber)) };
}

async function program(app: TestApp, values: Partial<typeof programs.$inferInsert>) {
  const [row] = await app.db
    .insert(programs)
    .values({ name: 'برنامه', programType: 'SCHOLARSHIP', status: 'ACTIVE', ...values })
    .returning();
  return row;
}

const course = { category: 'TECHNOLOGY', level: 'BEGINNER', status: 'PUBLISHED' } as const;

async function dashboardOf(app: TestApp, auth: Record<string, string>) {
  const graphql = await app.gql<Dashboard>(DASHBOARD, {}, auth);
  expect(graphql.errors).toBeUndefined();
  const rest = await app.rest('GET', '/api/user/profile', undefined, auth);
  expect(rest.statusCode).toBe(200);
  expect(rest.json().data.dashboard).toEqual(graphql.data?.myProfile.dashboard);
  return graphql.data?.myProfile.dashboard;
}

describe('dashboard figures (spec doc 1 §6)', () => {
  it("donor: students of the programs funded and the share of those programs' raised amounts", async ({
    app,
  }) => {
    const { user: donor, auth } = await member(app, '09127770001', 'DONOR');
    const { user: other } = await member(app, '09127770002', 'DONOR');
    const first = await program(app, { currentParticipants: 40, raisedAmount: 1_500_000 });
    const second = await program(app, { currentParticipants: 25, raisedAmount: 2_000_000 });
    const onlyPending = await program(app, { currentParticipants: 99, raisedAmount: 0 });
    const done = { paymentMethod: 'x', status: 'COMPLETED' as const, completedAt: new Date() };
    await app.db.insert(donations).values([
      { programId: first.id, userId: donor.id, amount: 300_000, ...done },
      { programId: first.id, userId: donor.id, amount: 200_000, ...done },
      { programId: first.id, userId: other.id, amount: 1_000_000, ...done },
      { programId: second.id, userId: donor.id, amount: 500_000, ...done },
      { programId: onlyPending.id, userId: donor.id, amount: 900_000, paymentMethod: 'x', status: 'PENDING' },
    ]);
    expect(await dashboardOf(app, auth)).toEqual({
      // 40 + 25 participants; (500,000 + 500,000) / (1,500,000 + 2,000,000) = 28.57…%
      donor: { studentsHelped: 65, overallImpact: 28.6 },
      student: null,
      staff: null,
    });
  });

  it('donor without completed donations: zeros', async ({ app }) => {
    const { auth } = await member(app, '09127770003', 'DONOR');
    expect(await dashboardOf(app, auth)).toMatchObject({ donor: { studentsHelped: 0, overallImpact: 0 } });
  });

  it('student: requests, the fees waived on active courses, active courses and their lessons', async ({
    app,
  }) => {
    const { user: student, auth } = await member(app, '09127770011', 'STUDENT');
    const [discounted, free, waiting, cancelled] = await insertCourses(app.db, [
      { ...course, title: 'ریاضی', price: 2_000_000, originalPrice: 3_000_000 },
      { ...course, title: 'فیزیک', price: 0 },
      { ...course, title: 'شیمی', price: 500_000 },
      { ...course, title: 'زیست', price: 700_000 },
    ]);
    await insertSyllabus(app.db, discounted.id); // 3 lessons
    const [chapter] = await app.db
      .insert(chapters)
      .values({ courseId: free.id, title: 'تنها فصل' })
      .returning();
    await app.db.insert(lessons).values({ chapterId: chapter.id, title: 'تنها درس' });
    await insertSyllabus(app.db, waiting.id); // not open yet
    await app.db.insert(enrollments).values([
      { courseId: discounted.id, userId: student.id, status: 'ACTIVE', amountPaid: 2_000_000 },
      { courseId: free.id, userId: student.id, status: 'ACTIVE', amountPaid: 0 },
      { courseId: waiting.id, userId: student.id, status: 'PENDING' },
      { courseId: cancelled.id, userId: student.id, status: 'CANCELLED' },
    ]);
    expect(await dashboardOf(app, auth)).toEqual({
      donor: null,
      student: {
        requests: 3,
        pendingRequests: 1,
        scholarshipReceived: 1_000_000,
        activeCourses: 2,
        lessonsAvailable: 4,
      },
      staff: null,
    });
  });

  it('staff: programs coordinated (by account or by their mobile) and the students of the courses taught', async ({
    app,
  }) => {
    const { user: staff, auth } = await member(app, '09127770021', 'STAFF');
    const { user: colleague } = await member(app, '09127770022', 'STAFF');
    const { user: s1 } = await member(app, '09127770023', 'STUDENT');
    const { user: s2 } = await member(app, '09127770024', 'STUDENT');
    await program(app, {
      coordinatorId: staff.id,
      currentParticipants: 30,
      targetBudget: 10_000_000,
      raisedAmount: 4_000_000,
    });
    await program(app, {
      coordinatorPhone: staff.phoneNumber,
      status: 'COMPLETED',
      currentParticipants: 20,
      raisedAmount: 1_000_000,
    });
    await program(app, {
      coordinatorId: staff.id,
      status: 'DRAFT',
      currentParticipants: 100,
      targetBudget: 9,
    });
    await program(app, { coordinatorId: colleague.id, currentParticipants: 7, targetBudget: 5 });
    await program(app, {
      coordinatorId: colleague.id,
      coordinatorPhone: staff.phoneNumber,
      currentParticipants: 8,
    });
    const [taught, notTaught] = await insertCourses(app.db, [
      { ...course, title: 'هندسه', instructorId: staff.id },
      { ...course, title: 'ادبیات', instructorId: colleague.id },
    ]);
    await app.db.insert(enrollments).values([
      { courseId: taught.id, userId: s1.id, status: 'ACTIVE' },
      { courseId: taught.id, userId: s2.id, status: 'ACTIVE' },
      { courseId: notTaught.id, userId: s1.id, status: 'ACTIVE' },
    ]);
    expect(await dashboardOf(app, auth)).toEqual({
      donor: null,
      student: null,
      staff: {
        studentsManaged: 30 + 20 + 2,
        activeProjects: 1,
        projectsManaged: 2,
        budgetManaged: 10_000_000,
        raisedAmount: 5_000_000,
        successRate: 40,
      },
    });
  });

  it('staff: budget sums past 2^53 rial answer exactly, as decimal strings, through both doors', async ({
    app,
  }) => {
    const { user: staff, auth } = await member(app, '09127770041', 'STAFF');
    for (const target of ['4503599627370500', '4503599627371493']) {
      const { id } = await program(app, { coordinatorId: staff.id, raisedAmount: 10 });
      await app.db
        .update(programs)
        .set({ targetBudget: sql`${target}::bigint` })
        .where(eq(programs.id, id));
    }
    expect(await dashboardOf(app, auth)).toMatchObject({
      staff: { budgetManaged: '9007199254741993', raisedAmount: 20, successRate: 0 },
    });
  });

  it('staff without a program with a target has no success rate; admins get no figures', async ({ app }) => {
    const staff = await member(app, '09127770031', 'STAFF');
    expect(await dashboardOf(app, staff.auth)).toMatchObject({
      staff: { studentsManaged: 0, projectsManaged: 0, budgetManaged: 0, successRate: null },
    });
    const admin = await member(app, '09127770032', 'ADMIN');
    expect(await dashboardOf(app, admin.auth)).toEqual({ donor: null, student: null, staff: null });
  });
});
