// Double clicks and racing tabs on PostgreSQL, where the requests really overlap (PGlite runs them one after
// the other, where the same answers must hold): a lesson counts once, and when the last two lessons are
// marked at the same moment the certificate is still issued, exactly once, with one notification.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, lessonCompletions, notifications } from '../../db/schema';
import { enrollFree, insertLearningCourse, MARK, type MarkAnswer, student } from '../../testing/learning';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDriver } from '../../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Marks through both doors alternately; answers each request's status. */
function markAll(courseId: number, lessonIds: number[], auth: Record<string, string>) {
  return Promise.all(
    lessonIds.map((lessonId, i) =>
      i % 2 === 0
        ? t
            .gql<{ markLessonDone: MarkAnswer }>(MARK, { courseId, lessonId }, auth)
            .then((answer) => (answer.errors ? 500 : 200))
        : t
            .rest('POST', `/api/courses/${courseId}/lessons/${lessonId}/complete`, {}, auth)
            .then((response) => response.statusCode),
    ),
  );
}

describe('lesson completions under concurrent requests', () => {
  it('counts one lesson clicked many times at once once', async () => {
    const { courseId, lessonIds } = await insertLearningCourse(t, { certificateProvided: false });
    const { userId, auth } = await student(t, '09120003001');
    await enrollFree(t, courseId, auth);
    expect(await markAll(courseId, Array(8).fill(lessonIds[0]), auth)).toEqual(Array(8).fill(200));
    const rows = await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('issues one certificate when the last lessons are marked together', async () => {
    for (let round = 0; round < 4; round++) {
      const { courseId, lessonIds } = await insertLearningCourse(t, { title: `دوره‌ی هم‌زمان ${round}` });
      const { userId, auth } = await student(t, `0912000310${round}`);
      await enrollFree(t, courseId, auth);
      // Every lesson, each twice, all at once: whichever transaction sees the course complete issues it.
      const statuses = await markAll(courseId, [...lessonIds, ...lessonIds].reverse(), auth);
      expect(statuses).toEqual(Array(6).fill(200));
      const issued = await t.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
      expect(issued).toHaveLength(1);
      const notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, 'گواهی پایان دوره')));
      expect(notes).toHaveLength(1);
    }
  });

  it.skipIf(testDriver !== 'postgres')(
    'issues the certificate when the two last lessons wait on the same lock and go together',
    async () => {
      const { courseId, lessonIds } = await insertLearningCourse(t, { title: 'دوره‌ی قفل' });
      const { userId, auth } = await student(t, '09120003201');
      await enrollFree(t, courseId, auth);
      await markAll(courseId, [lessonIds[0]], auth);
      // Hold every new completion back, so both last marks are in flight, then let them go at once.
      let marking: Promise<number[]> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table lesson_completions in share row exclusive mode`);
        marking = markAll(courseId, [lessonIds[1], lessonIds[2]], auth);
        await new Promise((resolve) => setTimeout(resolve, 400));
      });
      expect(await marking).toEqual([200, 200]);
      const issued = await t.db.select().from(certificates).where(eq(certificates.userId, userId));
      expect(issued).toHaveLength(1);
    },
  );
});
