import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, notifications } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enrolledStudents, enrollmentRows, enrollRest, insertCourse } from './enrollments.testing';

let t: TestApp;
let auth: Record<string, string>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await insertUser(t, '09120000051', { userType: 'STUDENT' })).id;
  auth = bearer(await tokenFor(t, '09120000051'));
});
afterAll(() => t.close());

const ENROLL = `mutation ($courseId: Int!, $paymentMethod: String) {
  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {
    enrollment { id status courseId amountPaid }
    requiresGateway gatewayUrl message
  }
}`;

const COURSE_PAGE = `query ($id: Int!) {
  publicCourse(id: $id) {
    enrolledStudents
    viewerEnrollment { id status }
    chapters { lessons { title isFree contentAvailable } }
  }
}`;

interface CoursePage {
  publicCourse: {
    enrolledStudents: number;
    viewerEnrollment: { id: number; status: string } | null;
    chapters: Array<{ lessons: Array<{ title: string; isFree: boolean; contentAvailable: boolean }> }>;
  };
}

const lessonAccess = (page: CoursePage) =>
  page.publicCourse.chapters.flatMap((c) => c.lessons.map((l) => l.contentAvailable));

describe('free course enrolment', () => {
  it('enrols through GraphQL once: ACTIVE, counted, notified, lessons open; twice answers the same', async () => {
    const courseId = await insertCourse(t, 0, { title: 'ریاضی رایگان' });
    const before = await t.gql<CoursePage>(COURSE_PAGE, { id: courseId }, auth);
    expect(before.data?.publicCourse.viewerEnrollment).toBeNull();
    expect(lessonAccess(before.data as CoursePage)).toEqual([true, false, false]);

    const first = await t.gql(ENROLL, { courseId }, auth);
    expect(first.errors).toBeUndefined();
    expect(first.data?.enrollInCourse).toMatchObject({
      enrollment: { status: 'ACTIVE', courseId, amountPaid: 0 },
      requiresGateway: false,
      gatewayUrl: null,
      message: 'ثبت‌نام شما در دوره انجام شد',
    });
    const again = await t.gql(ENROLL, { courseId }, auth);
    expect(again.data?.enrollInCourse).toMatchObject({
      enrollment: { status: 'ACTIVE', courseId },
      message: 'شما قبلاً در این دوره ثبت‌نام کرده‌اید',
    });
    expect(await enrolledStudents(t, courseId)).toBe(1);
    expect(await enrollmentRows(t, courseId)).toHaveLength(1);

    const after = await t.gql<CoursePage>(COURSE_PAGE, { id: courseId }, auth);
    expect(after.data?.publicCourse.viewerEnrollment?.status).toBe('ACTIVE');
    expect(lessonAccess(after.data as CoursePage)).toEqual([true, true, true]);
    // Another viewer (a guest) still sees the paid lessons locked.
    const guest = await t.gql<CoursePage>(COURSE_PAGE, { id: courseId });
    expect(guest.data?.publicCourse.viewerEnrollment).toBeNull();
    expect(lessonAccess(guest.data as CoursePage)).toEqual([true, false, false]);

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.filter((n) => n.type === 'COURSE')).toEqual([
      expect.objectContaining({
        message: 'ثبت‌نام شما در دوره «ریاضی رایگان» انجام شد.',
        actionUrl: `/courses/${courseId}`,
      }),
    ]);
  });

  it('enrols through REST and reads the enrolment back', async () => {
    const courseId = await insertCourse(t, 0);
    const none = await t.rest('GET', `/api/courses/${courseId}/enrollment`, undefined, auth);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();

    const body = await enrollRest(t, courseId, auth);
    expect(body).toMatchObject({
      success: true,
      message: 'ثبت‌نام شما در دوره انجام شد',
      data: { enrollment: { status: 'ACTIVE', courseId }, requiresGateway: false },
    });
    const again = await enrollRest(t, courseId, auth);
    expect(again.data.enrollment.id).toBe(body.data.enrollment.id);
    expect(again.message).toBe('شما قبلاً در این دوره ثبت‌نام کرده‌اید');
    const read = await t.rest('GET', `/api/courses/${courseId}/enrollment`, undefined, auth);
    expect(read.json().data).toMatchObject({ id: body.data.enrollment.id, status: 'ACTIVE' });
    expect(await enrolledStudents(t, courseId)).toBe(1);
  });

  it('counts concurrent enrolments of the same member once', async () => {
    const courseId = await insertCourse(t, 0);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? t.gql(ENROLL, { courseId }, auth)
          : t.rest('POST', `/api/courses/${courseId}/enroll`, {}, auth).then((r) => r.json()),
      ),
    );
    for (const answer of answers) expect(answer.errors ?? answer.success).not.toBe(false);
    expect(await enrolledStudents(t, courseId)).toBe(1);
    expect(await enrollmentRows(t, courseId)).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
  });

  it('answers 401 to guests, 404 for a draft or missing course, 400 for a bad id', async () => {
    const draft = await insertCourse(t, 0, { status: 'DRAFT' });
    const guest = await t.rest('POST', `/api/courses/${draft}/enroll`, {});
    expect(guest.statusCode).toBe(401);
    const guestGql = await t.gql(ENROLL, { courseId: draft });
    expect(guestGql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const hidden = await enrollRest(t, draft, auth, undefined, 404);
    expect(hidden.message).toBe('دوره مورد نظر یافت نشد');
    await enrollRest(t, 999_999, auth, undefined, 404);
    const read = await t.rest('GET', `/api/courses/${draft}/enrollment`, undefined, auth);
    expect(read.statusCode).toBe(404);
    const bad = await t.rest('POST', '/api/courses/abc/enroll', {}, auth);
    expect(bad.statusCode).toBe(400);
    expect(await enrollmentRows(t, draft)).toHaveLength(0);
  });

  it('refuses a new member when a course is full', async () => {
    const courseId = await insertCourse(t, 0);
    await t.db.update(courses).set({ maxStudents: 1, enrolledStudents: 1 }).where(eq(courses.id, courseId));
    const full = await enrollRest(t, courseId, auth, undefined, 409);
    expect(full.message).toBe('ظرفیت این دوره تکمیل شده است');
  });
});
