import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courses, notifications } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { enrolledStudents, enrollmentRows, enrollRest, insertCourse } from '../../testing/enrollments';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { EnrollmentsCoursePageQuery } from '../../testing/gql/graphql';

let auth: Record<string, string>;
let userId: number;

it.beforeAll(async ({ app }) => {
  userId = (await insertUser(app, '09120000051', { userType: 'STUDENT' })).id;
  auth = bearer(await tokenFor(app, '09120000051'));
});

const ENROLL = graphql(`mutation EnrollmentsEnroll($courseId: Int!, $paymentMethod: String) {
  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {
    enrollment { id status courseId amountPaid }
    requiresGateway gatewayUrl message
  }
}`);

const COURSE_PAGE = graphql(`query EnrollmentsCoursePage($id: Int!) {
  publicCourse(id: $id) {
    enrolledStudents
    viewerEnrollment { id status }
    chapters { lessons { title isFree contentAvailable } }
  }
}`);

type CoursePage = EnrollmentsCoursePageQuery;

const lessonAccess = (page: CoursePage) =>
  (page.publicCourse?.chapters ?? []).flatMap((c) => c.lessons.map((l) => l.contentAvailable));

describe('free course enrolment', () => {
  it('enrols through GraphQL once: ACTIVE, counted, notified, lessons open; twice answers the same', async ({
    app,
  }) => {
    const courseId = await insertCourse(app, 0, { title: 'ریاضی رایگان' });
    const before = await app.gql(COURSE_PAGE, { id: courseId }, auth);
    expect(before.data?.publicCourse?.viewerEnrollment).toBeNull();
    expect(lessonAccess(before.data as CoursePage)).toEqual([true, false, false]);

    const first = await app.gql(ENROLL, { courseId }, auth);
    expect(first.errors).toBeUndefined();
    expect(first.data?.enrollInCourse).toMatchObject({
      enrollment: { status: 'ACTIVE', courseId, amountPaid: 0 },
      requiresGateway: false,
      gatewayUrl: null,
      message: 'ثبت‌نام شما در دوره انجام شد',
    });
    const again = await app.gql(ENROLL, { courseId }, auth);
    expect(again.data?.enrollInCourse).toMatchObject({
      enrollment: { status: 'ACTIVE', courseId },
      message: 'شما قبلاً در این دوره ثبت‌نام کرده‌اید',
    });
    expect(await enrolledStudents(app, courseId)).toBe(1);
    expect(await enrollmentRows(app, courseId)).toHaveLength(1);

    const after = await app.gql(COURSE_PAGE, { id: courseId }, auth);
    expect(after.data?.publicCourse?.viewerEnrollment?.status).toBe('ACTIVE');
    expect(lessonAccess(after.data as CoursePage)).toEqual([true, true, true]);
    // Another viewer (a guest) still sees the paid lessons locked.
    const guest = await app.gql(COURSE_PAGE, { id: courseId });
    expect(guest.data?.publicCourse?.viewerEnrollment).toBeNull();
    expect(lessonAccess(guest.data as CoursePage)).toEqual([true, false, false]);

    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.filter((n) => n.type === 'COURSE')).toEqual([
      expect.objectContaining({
        message: 'ثبت‌نام شما در دوره «ریاضی رایگان» انجام شد.',
        actionUrl: `/courses/${courseId}`,
      }),
    ]);
  });

  it('enrols through REST and reads the enrolment back', async ({ app }) => {
    const courseId = await insertCourse(app, 0);
    const none = await app.rest('GET', `/api/courses/${courseId}/enrollment`, undefined, auth);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();

    const body = await enrollRest(app, courseId, auth);
    expect(body).toMatchObject({
      success: true,
      message: 'ثبت‌نام شما در دوره انجام شد',
      data: { enrollment: { status: 'ACTIVE', courseId }, requiresGateway: false },
    });
    const again = await enrollRest(app, courseId, auth);
    expect(again.data.enrollment.id).toBe(body.data.enrollment.id);
    expect(again.message).toBe('شما قبلاً در این دوره ثبت‌نام کرده‌اید');
    const read = await app.rest('GET', `/api/courses/${courseId}/enrollment`, undefined, auth);
    expect(read.json().data).toMatchObject({ id: body.data.enrollment.id, status: 'ACTIVE' });
    expect(await enrolledStudents(app, courseId)).toBe(1);
  });

  it('counts concurrent enrolments of the same member once', async ({ app }) => {
    const courseId = await insertCourse(app, 0);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? app.gql(ENROLL, { courseId }, auth)
          : app.rest('POST', `/api/courses/${courseId}/enroll`, {}, auth).then((r) => r.json()),
      ),
    );
    for (const answer of answers) expect(answer.errors ?? answer.success).not.toBe(false);
    expect(await enrolledStudents(app, courseId)).toBe(1);
    expect(await enrollmentRows(app, courseId)).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
  });

  it('answers 401 to guests, 404 for a draft or missing course, 400 for a bad id', async ({ app }) => {
    const draft = await insertCourse(app, 0, { status: 'DRAFT' });
    const guest = await app.rest('POST', `/api/courses/${draft}/enroll`, {});
    expect(guest.statusCode).toBe(401);
    const guestGql = await app.gql(ENROLL, { courseId: draft });
    expect(guestGql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const hidden = await enrollRest(app, draft, auth, undefined, 404);
    expect(hidden.message).toBe('دوره مورد نظر یافت نشد');
    await enrollRest(app, 999_999, auth, undefined, 404);
    const read = await app.rest('GET', `/api/courses/${draft}/enrollment`, undefined, auth);
    expect(read.statusCode).toBe(404);
    const bad = await app.rest('POST', '/api/courses/abc/enroll', {}, auth);
    expect(bad.statusCode).toBe(400);
    expect(await enrollmentRows(app, draft)).toHaveLength(0);
  });

  it('refuses a new member when a course is full', async ({ app }) => {
    const courseId = await insertCourse(app, 0);
    await app.db.update(courses).set({ maxStudents: 1, enrolledStudents: 1 }).where(eq(courses.id, courseId));
    const full = await enrollRest(app, courseId, auth, undefined, 409);
    expect(full.message).toBe('ظرفیت این دوره تکمیل شده است');
  });
});
