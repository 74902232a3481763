import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  certificates,
  chapters,
  enrollments,
  lessonCompletions,
  lessons,
  notifications,
  users,
} from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { enrollFree, insertLearningCourse, MARK, markRest, student, UNMARK } from '../../testing/learning';

const PROGRESS_PAGE = graphql(`query LearningProgressPage($id: Int!) {
  publicCourse(id: $id) {
    viewerProgress { percent completedLessons totalLessons nextLessonId }
    viewerCertificate { id }
  }
}`);

describe('marking lessons done', () => {
  it('counts lessons done through both doors, resumes at the first lesson not done, and undoes', async ({
    app,
  }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app, { certificateProvided: false });
    const { auth } = await student(app, '09120001001');
    await enrollFree(app, courseId, auth);

    const start = await app.gql(PROGRESS_PAGE, { id: courseId }, auth);
    expect(start.data?.publicCourse?.viewerProgress).toEqual({
      percent: 0,
      completedLessons: 0,
      totalLessons: 3,
      nextLessonId: lessonIds[0],
    });

    // The second lesson first: resume still points at the first one.
    const second = await app.gql(MARK, { courseId, lessonId: lessonIds[1] }, auth);
    expect(second.errors).toBeUndefined();
    expect(second.data?.markLessonDone).toMatchObject({
      message: 'درس به‌عنوان گذرانده‌شده ثبت شد',
      progress: { completedLessons: 1, percent: 33, nextLessonId: lessonIds[0], nextLessonTitle: 'درس اول' },
      certificate: null,
    });
    const first = await markRest(app, courseId, lessonIds[0], auth);
    expect(first).toMatchObject({
      success: true,
      message: 'درس به‌عنوان گذرانده‌شده ثبت شد',
      data: {
        progress: { completedLessons: 2, percent: 66, completedLessonIds: [lessonIds[0], lessonIds[1]] },
      },
    });
    expect(first.data.progress.nextLessonId).toBe(lessonIds[2]);
    // Marking again changes nothing.
    const again = await markRest(app, courseId, lessonIds[0], auth);
    expect(again.data.progress.completedLessons).toBe(2);

    const rest = await app.rest('GET', `/api/courses/${courseId}/progress`, undefined, auth);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toMatchObject({ percent: 66, nextLessonTitle: 'درس سوم' });

    const undo = await app.rest(
      'DELETE',
      `/api/courses/${courseId}/lessons/${lessonIds[0]}/complete`,
      undefined,
      auth,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({
      message: 'علامت گذرانده‌شدن درس برداشته شد',
      data: { progress: { completedLessons: 1, percent: 33, nextLessonId: lessonIds[0] } },
    });
    const undoAgain = await app.gql(UNMARK, { courseId, lessonId: lessonIds[0] }, auth);
    expect(undoAgain.data?.unmarkLessonDone.progress.completedLessons).toBe(1);

    // All three: 100%, nothing to resume, a course without a certificate says so.
    await markRest(app, courseId, lessonIds[0], auth);
    const last = await markRest(app, courseId, lessonIds[2], auth);
    expect(last).toMatchObject({
      message: 'تبریک! همه‌ی درس‌های این دوره را گذراندید',
      data: { progress: { percent: 100, nextLessonId: null, nextLessonTitle: null }, certificate: null },
    });
  });

  it('refuses students who are not actively enrolled, and guests', async ({ app }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app);
    const { userId, auth } = await student(app, '09120001002');
    const refused = await markRest(app, courseId, lessonIds[0], auth, 409);
    expect(refused).toMatchObject({
      success: false,
      message: 'برای ثبت پیشرفت، ابتدا باید در این دوره ثبت‌نام کنید و ثبت‌نام شما فعال باشد',
    });
    const gql = await app.gql(MARK, { courseId, lessonId: lessonIds[0] }, auth);
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });

    // A PENDING (unpaid) enrolment is not enough either.
    await app.db.insert(enrollments).values({ courseId, userId, status: 'PENDING' });
    await markRest(app, courseId, lessonIds[0], auth, 409);
    const none = await app.rest('GET', `/api/courses/${courseId}/progress`, undefined, auth);
    expect(none.json().data).toBeNull();
    const page = await app.gql(PROGRESS_PAGE, { id: courseId }, auth);
    expect(page.data?.publicCourse?.viewerProgress).toBeNull();

    const guest = await app.rest('POST', `/api/courses/${courseId}/lessons/${lessonIds[0]}/complete`, {});
    expect(guest.statusCode).toBe(401);
    const guestPage = await app.gql(PROGRESS_PAGE, {
      id: courseId,
    });
    expect(guestPage.data?.publicCourse?.viewerProgress).toBeNull();
    expect(await app.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId))).toEqual(
      [],
    );
  });

  it('answers 404 for a lesson of another course or an unknown id, 400 for a non-number', async ({ app }) => {
    const mine = await insertLearningCourse(app);
    const other = await insertLearningCourse(app, { title: 'دوره‌ی دیگر' });
    const { auth } = await student(app, '09120001003');
    await enrollFree(app, mine.courseId, auth);

    const foreign = await markRest(app, mine.courseId, other.lessonIds[0], auth, 404);
    expect(foreign.message).toBe('درس مورد نظر در این دوره یافت نشد');
    await markRest(app, mine.courseId, 99_999_999, auth, 404);
    const gql = await app.gql(MARK, { courseId: mine.courseId, lessonId: 2_147_483_647 }, auth);
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const bad = await app.rest('POST', `/api/courses/${mine.courseId}/lessons/abc/complete`, {}, auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    // A variable of the wrong type, as a hand-written request may send.
    const wrongType = await app.gql(
      MARK,
      { courseId: mine.courseId, lessonId: 'x' as unknown as number },
      auth,
    );
    expect(wrongType.errors).toBeDefined();
    // Not enrolled in the other course: its own lesson is refused, not counted.
    await markRest(app, other.courseId, other.lessonIds[0], auth, 409);
  });

  it('counts a double click once', async ({ app }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app, { certificateProvided: false });
    const { userId, auth } = await student(app, '09120001004');
    await enrollFree(app, courseId, auth);
    await Promise.all(Array.from({ length: 6 }, () => markRest(app, courseId, lessonIds[0], auth)));
    expect(
      await app.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId)),
    ).toHaveLength(1);
  });

  it('follows the syllabus: a lesson added lowers the percent, one removed raises it', async ({ app }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app, { certificateProvided: false });
    const { auth } = await student(app, '09120001005');
    await enrollFree(app, courseId, auth);
    await markRest(app, courseId, lessonIds[0], auth);
    await markRest(app, courseId, lessonIds[1], auth);
    const [chapter] = await app.db.select().from(chapters).where(eq(chapters.courseId, courseId));
    const [added] = await app.db
      .insert(lessons)
      .values({ chapterId: chapter.id, title: 'درس تازه', lessonOrder: 9 })
      .returning();
    const read = async () =>
      (await app.rest('GET', `/api/courses/${courseId}/progress`, undefined, auth)).json().data;
    expect(await read()).toMatchObject({ totalLessons: 4, completedLessons: 2, percent: 50 });
    await app.db.delete(lessons).where(eq(lessons.id, lessonIds[2]));
    await app.db.delete(lessons).where(eq(lessons.id, lessonIds[0]));
    expect(await read()).toMatchObject({
      totalLessons: 2,
      completedLessons: 1,
      percent: 50,
      nextLessonId: added.id,
    });
  });
});

describe('my courses on the profile', () => {
  it('lists the active enrolments with their progress, not the pending ones', async ({ app }) => {
    const a = await insertLearningCourse(app, { title: 'دوره‌ی الف' });
    const b = await insertLearningCourse(app, { title: 'دوره‌ی ب' });
    const c = await insertLearningCourse(app, { title: 'دوره‌ی پ' });
    const { userId, auth } = await student(app, '09120001006');
    await enrollFree(app, a.courseId, auth);
    await enrollFree(app, b.courseId, auth);
    await app.db.insert(enrollments).values({ courseId: c.courseId, userId, status: 'PENDING' });
    await markRest(app, a.courseId, a.lessonIds[0], auth);

    const rest = await app.rest('GET', '/api/user/courses', undefined, auth);
    expect(rest.statusCode, rest.body).toBe(200);
    const list = rest.json().data as Array<{ title: string; viewerProgress: { percent: number } }>;
    expect(list.map((course) => [course.title, course.viewerProgress.percent])).toEqual([
      ['دوره‌ی ب', 0],
      ['دوره‌ی الف', 33],
    ]);
    const gql = await app.gql(
      graphql(`query LearningMyCourses { myCourses { id viewerProgress { nextLessonId } } }`),
      {},
      auth,
    );
    expect(gql.data?.myCourses.map((course) => course.viewerProgress?.nextLessonId)).toEqual([
      b.lessonIds[0],
      a.lessonIds[1],
    ]);
    expect((await app.rest('GET', '/api/user/courses')).statusCode).toBe(401);
  });
});

describe('certificates', () => {
  it('issues the certificate once at the last lesson, notifies, and lists it', async ({ app }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app, { title: 'مبانی ریاضی' });
    const { userId, auth } = await student(app, '09120001007', { firstName: 'مریم', lastName: 'کاظمی' });
    await enrollFree(app, courseId, auth);
    await markRest(app, courseId, lessonIds[0], auth);
    const middle = await markRest(app, courseId, lessonIds[1], auth);
    expect(middle.data.certificate).toBeNull();
    const last = await markRest(app, courseId, lessonIds[2], auth);
    expect(last.message).toBe('تبریک! همه‌ی درس‌ها را گذراندید و گواهی پایان دوره‌ی شما صادر شد');
    expect(last.data.certificate).toMatchObject({ studentName: 'مریم کاظمی', courseTitle: 'مبانی ریاضی' });
    const code = last.data.certificate?.verificationCode ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(last.data.certificate?.verificationUrl).toBe(`/verify/certificate/${code}`);

    // Undo and redo the last lesson: the same certificate, no second notification.
    await app.gql(UNMARK, { courseId, lessonId: lessonIds[2] }, auth);
    const redo = await app.gql(MARK, { courseId, lessonId: lessonIds[2] }, auth);
    expect(redo.data?.markLessonDone.certificate?.id).toBe(last.data.certificate?.id);
    expect(await app.db.select().from(certificates).where(eq(certificates.userId, userId))).toHaveLength(1);
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.filter((n) => n.title === 'گواهی پایان دوره')).toEqual([
      expect.objectContaining({
        type: 'COURSE',
        message:
          'گواهی پایان دوره‌ی «مبانی ریاضی» برای شما صادر شد. می‌توانید آن را از پروفایل خود دریافت کنید.',
        actionUrl: `/courses/${courseId}`,
      }),
    ]);

    const mine = await app.rest('GET', '/api/user/certificates', undefined, auth);
    expect(mine.json().data).toEqual([
      expect.objectContaining({ courseId, studentName: 'مریم کاظمی', verificationCode: code }),
    ]);
    const page = await app.gql(PROGRESS_PAGE, { id: courseId }, auth);
    expect(page.data?.publicCourse?.viewerCertificate?.id).toBe(last.data.certificate?.id);
    const other = await student(app, '09120001008');
    const theirs = await app.gql(
      graphql(`query LearningMyCertificates { myCertificates { id } }`),
      {},
      other.auth,
    );
    expect(theirs.data?.myCertificates).toEqual([]);
  });

  it('waits for a name: no certificate without one, then claimed once the profile has it', async ({
    app,
  }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app, { title: 'نگارش' });
    const { userId, auth } = await student(app, '09120001009', { firstName: ' ', lastName: '' });
    await enrollFree(app, courseId, auth);
    for (const lessonId of lessonIds.slice(0, 2)) await markRest(app, courseId, lessonId, auth);
    const early = await app.rest('POST', `/api/courses/${courseId}/certificate`, {}, auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('گواهی پس از گذراندن همه‌ی درس‌های دوره صادر می‌شود');
    const unknown = await app.gql(
      graphql(`mutation LearningClaimCertificate { claimCertificate(courseId: -1) { message } }`),
      {},
      auth,
    );
    expect(unknown.errors?.[0]).toMatchObject({ message: 'دوره مورد نظر یافت نشد' });
    const last = await markRest(app, courseId, lessonIds[2], auth);
    expect(last.message).toBe(
      'برای صدور گواهی، نام و نام خانوادگی خود را در پروفایل کامل کنید و سپس «دریافت گواهی» را بزنید',
    );
    expect(last.data.certificate).toBeNull();
    expect(await app.db.select().from(certificates).where(eq(certificates.userId, userId))).toEqual([]);

    await app.db.update(users).set({ firstName: 'علی', lastName: 'رضایی' }).where(eq(users.id, userId));
    const claimed = await app.rest('POST', `/api/courses/${courseId}/certificate`, {}, auth);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      message: 'تبریک! همه‌ی درس‌ها را گذراندید و گواهی پایان دوره‌ی شما صادر شد',
      data: { certificate: { studentName: 'علی رضایی', courseTitle: 'نگارش' } },
    });
  });

  it('keeps an issued certificate when the course grows later', async ({ app }) => {
    const { courseId, lessonIds } = await insertLearningCourse(app);
    const { auth } = await student(app, '09120001010');
    await enrollFree(app, courseId, auth);
    for (const lessonId of lessonIds) await markRest(app, courseId, lessonId, auth);
    const [chapter] = await app.db.select().from(chapters).where(eq(chapters.courseId, courseId));
    await app.db.insert(lessons).values({ chapterId: chapter.id, title: 'درس افزوده', lessonOrder: 5 });
    const page = await app.gql(PROGRESS_PAGE, { id: courseId }, auth);
    expect(page.data?.publicCourse?.viewerProgress?.percent).toBe(75);
    expect(page.data?.publicCourse?.viewerCertificate).not.toBeNull();
  });
});
