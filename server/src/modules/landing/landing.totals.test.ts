import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, donations, enrollments, landingContents, programs, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

type Stats = Record<'studentsHelped' | 'donorsActive' | 'projectsCompleted' | 'fundsRaised', string | null>;

async function stats(): Promise<Stats> {
  const response = await t.rest('GET', '/api/public/landing');
  expect(response.statusCode).toBe(200);
  return response.json().data.stats;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('landing impact figures from real totals', () => {
  it('stay null while the product has nothing to count, so the client shows its own figures', async () => {
    expect(await stats()).toMatchObject({
      studentsHelped: null,
      donorsActive: null,
      projectsCompleted: null,
      fundsRaised: null,
    });
  });

  it('fill each figure that has no landing row from the database', async () => {
    const people = await t.db
      .insert(users)
      .values([
        { firstName: 'الف', lastName: 'الف', phoneNumber: '09120000001', userType: 'STUDENT' },
        { firstName: 'ب', lastName: 'ب', phoneNumber: '09120000002', userType: 'STUDENT' },
        { firstName: 'پ', lastName: 'پ', phoneNumber: '09120000003', userType: 'DONOR' },
        {
          firstName: 'ت',
          lastName: 'ت',
          phoneNumber: '09120000004',
          userType: 'STUDENT',
          deletedAt: new Date(),
        },
      ])
      .returning({ id: users.id });
    const [course] = await t.db
      .insert(courses)
      .values({ title: 'دوره', category: 'ART', level: 'BEGINNER' })
      .returning({ id: courses.id });
    // A student who is also enrolled counts once; the donor's enrolment makes them a student too.
    await t.db.insert(enrollments).values([
      { courseId: course.id, userId: people[0].id },
      { courseId: course.id, userId: people[2].id },
    ]);
    const [done, running] = await t.db
      .insert(programs)
      .values([
        { name: 'تمام‌شده', programType: 'SUPPLIES', status: 'COMPLETED', raisedAmount: 120_000_000 },
        { name: 'فعال', programType: 'TUTORING', status: 'ACTIVE', raisedAmount: 30_000_000 },
      ])
      .returning({ id: programs.id });
    await t.db.insert(donations).values([
      {
        programId: done.id,
        amount: 10_000,
        paymentMethod: 'online',
        status: 'COMPLETED',
        userId: people[2].id,
      },
      {
        programId: running.id,
        amount: 10_000,
        paymentMethod: 'online',
        status: 'COMPLETED',
        userId: people[2].id,
      },
      {
        programId: done.id,
        amount: 10_000,
        paymentMethod: 'online',
        status: 'COMPLETED',
        donorEmail: 'A@x.org',
      },
      {
        programId: done.id,
        amount: 10_000,
        paymentMethod: 'online',
        status: 'COMPLETED',
        donorEmail: 'a@x.org',
      },
      { programId: done.id, amount: 10_000, paymentMethod: 'online', status: 'COMPLETED', isAnonymous: true },
      {
        programId: done.id,
        amount: 10_000,
        paymentMethod: 'online',
        status: 'PENDING',
        donorEmail: 'b@x.org',
      },
      {
        programId: done.id,
        amount: 10_000,
        paymentMethod: 'online',
        status: 'FAILED',
        donorEmail: 'c@x.org',
      },
    ]);

    expect(await stats()).toEqual({
      title: null,
      subtitle: null,
      studentsHelped: '۳',
      donorsActive: '۳',
      projectsCompleted: '۱',
      fundsRaised: '۱۵ میلیون تومان',
    });
  });

  it('leave a figure that has an active landing row to that row', async () => {
    await t.db.insert(landingContents).values({ sectionKey: 'stats.studentsHelped', content: '۲٬۵۰۰+' });
    const answer = await t.gql<{ publicLanding: { stats: Stats } }>(
      '{ publicLanding { stats { studentsHelped donorsActive } } }',
    );
    expect(answer.data?.publicLanding.stats).toEqual({ studentsHelped: '۲٬۵۰۰+', donorsActive: '۳' });
  });
});
