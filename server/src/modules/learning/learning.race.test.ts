// Double clicks and racing tabs on PostgreSQL, where the requests really overlap (PGlite runs them one after
// the other, where the same answers must hold): a lesson counts once, and when the last two lessons are
// marked at the same moment the certificate is still issued, exactly once, with one notification.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { certificates, lessonCompletions, notifications } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { enrollFree, insertLearningCourse, MARK, student } from '../../testing/learning';
import type { TestApp } from '../../testing/test-app';
import { testDriver } from '../../testing/test-database';

/** Marks through both doors alternately; answers each request's status. */
function markAll(app: TestApp, courseId: number, lessonIds: number[], auth: Record<string, string>) {
  return Promise.all(
    lessonIds.map((lessonId, i) =>
      i % 2 === 0
        ? app.gql(MARK, { courseId, lessonId }, auth).then((answer) => (answer.errors ? 500 : 200))
        : app
            .rest('POST', `/api/courses/${courseId}/lessons/${lessonId}/complete`, {}, auth)
            .then((response) => response.statusCode),
    ),
  );
}

describe('lesson completions under concurrent requests', () => {
  it('counts one lesson clicked many times at once once', async ({ app }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app, { certificateProvided: false });
    const { userId, auth } = await student(app, '09120003001');
    await enrollFree(app, courseId, auth);
    expect(await markAll(app, courseId, Array(8).fill(lessonIds[0]), auth)).toEqual(Array(8).fill(200));
    const rows = await app.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('issues one certificate when the last lessons are marked together', async ({ app }) => {
    for (let round = 0; round < 4; round++) {
      const { courseId, lessonIds } = await insertLearningCourse(app, { title: `دوره‌ی هم‌زمان ${round}` });
      const { userId, auth } = await student(app, `0912000310${round}`);
      await enrollFree(app, courseId, auth);
      // Every lesson, each twice, all at once: whichever transaction sees the course complete issues it.
      const statuses = await markAll(app, courseId, [...lessonIds, ...lessonIds].reverse(), auth);
      expect(statuses).toEqual(Array(6).fill(200));
      const issued = await app.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
      expect(issued).toHaveLength(1);
      const notes = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, 'گواهی پایان دوره')));
      expect(notes).toHaveLength(1);
    }
  });

  it.skipIf(testDriver !== 'postgres')(
    'issues the certificate when the two last lessons wait on the same lock and go together',
    async ({ app }) => {
      const { courseId, lessonIds } = await insertLearningCourse(app, { title: 'دوره‌ی قفل' });
      const { userId, auth } = await student(app, '09120003201');
      await enrollFree(app, courseId, auth);
      await markAll(app, courseId, [lessonIds[0]], auth);
      // Hold every new completion back, so both last marks are in flight, then let them go at once.
      let marking: Promise<number[]> | undefined;
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`lock table lesson_completions in share row exclusive mode`);
        marking = markAll(app, courseId, [lessonIds[1], lessonIds[2]], auth);
        await new Promise((resolve) => setTimeout(resolve, 400));
      });
      expect(await marking).toEqual([200, 200]);
      const issued = await app.db.select().from(certificates).where(eq(certificates.userId, userId));
      expect(issued).toHaveLength(1);
    },
  );
});
