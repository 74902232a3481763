import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, enrollments, notifications, payments } from '../../db/schema';
import { reconcilePayments } from '../../jobs/reconciliation';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { enrolledStudents, enrollmentRows, enrollRest, insertCourse } from '../../testing/enrollments';
import { it } from '../../testing/fixtures';
import {
  callback,
  choose,
  insertPaymentMethods,
  routeGatewayInProcess,
  TEST_METHODS,
} from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let phoneSeq = 60;

it.beforeAll(async ({ app }) => {
  routeGatewayInProcess(app);
  await insertPaymentMethods(app);
});

/** A fresh member (so each test starts without enrolments): id and auth headers. */
async function member(app: TestApp) {
  const phone = `091200000${phoneSeq++}`;
  const user = await insertUser(app, phone, { userType: 'STUDENT' });
  return { id: user.id, auth: bearer(await tokenFor(app, phone)) };
}

const PRICE = 1_500_000; // rial
const success = (id: number) => `/courses/${id}?enrollment=success`;
const failure = (id: number) => `/courses/${id}?enrollment=failure`;

async function buyOnline(app: TestApp, courseId: number, auth: Record<string, string>) {
  const body = await enrollRest(app, courseId, auth, TEST_METHODS.online);
  expect(body.data).toMatchObject({
    enrollment: { status: 'PENDING', courseId },
    requiresGateway: true,
    paymentMethod: { code: TEST_METHODS.online, provider: 'ZARINPAL' },
  });
  return {
    enrollmentId: body.data.enrollment.id as number,
    startPayPath: new URL(body.data.gatewayUrl as string).pathname,
  };
}

describe('buying a course online', () => {
  it('becomes ACTIVE only when the stand-in gateway payment completes', async ({ app }) => {
    const courseId = await insertCourse(app, PRICE, { title: 'فیزیک' });
    const { id: userId, auth } = await member(app);
    const { enrollmentId, startPayPath } = await buyOnline(app, courseId, auth);
    expect(await enrolledStudents(app, courseId)).toBe(0);
    const page = await app.fastify.inject({ method: 'GET', url: startPayPath });
    expect(page.body).toContain('۱۵۰٬۰۰۰ تومان');

    expect(await callback(app, await choose(app, startPayPath, 'pay'))).toBe(success(courseId));
    const [row] = await enrollmentRows(app, courseId);
    expect(row).toMatchObject({ id: enrollmentId, status: 'ACTIVE', amountPaid: PRICE });
    const [payment] = await app.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    expect(payment).toMatchObject({ status: 'COMPLETED', amount: PRICE, donationId: null });
    expect(await enrolledStudents(app, courseId)).toBe(1);
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'COURSE',
        message: 'ثبت‌نام شما در دوره «فیزیک» انجام شد.',
        actionUrl: `/courses/${courseId}`,
      }),
    ]);
    // Enrolling again answers the ACTIVE enrolment without a new payment.
    const again = await enrollRest(app, courseId, auth, TEST_METHODS.online);
    expect(again.data).toMatchObject({ requiresGateway: false, enrollment: { status: 'ACTIVE' } });
  });

  it('NOK on the gateway leaves no active enrolment; a new try can still pay', async ({ app }) => {
    const courseId = await insertCourse(app, PRICE);
    const { auth } = await member(app);
    const first = await buyOnline(app, courseId, auth);
    expect(await callback(app, await choose(app, first.startPayPath, 'cancel'))).toBe(failure(courseId));
    expect((await enrollmentRows(app, courseId))[0].status).toBe('CANCELLED');
    expect(await enrolledStudents(app, courseId)).toBe(0);

    const second = await buyOnline(app, courseId, auth);
    expect(second.enrollmentId).toBe(first.enrollmentId);
    expect(await callback(app, await choose(app, second.startPayPath, 'pay'))).toBe(success(courseId));
    expect(await enrolledStudents(app, courseId)).toBe(1);
  });

  it('a replayed or duplicated callback counts once', async ({ app }) => {
    const courseId = await insertCourse(app, PRICE);
    const { auth } = await member(app);
    const { startPayPath } = await buyOnline(app, courseId, auth);
    const back = await choose(app, startPayPath, 'pay');
    const all = await Promise.all(Array.from({ length: 5 }, () => callback(app, back)));
    expect(all.every((location) => location === success(courseId))).toBe(true);
    expect(await callback(app, back)).toBe(success(courseId));
    expect(await enrolledStudents(app, courseId)).toBe(1);
  });

  it('reconciliation completes a paid course whose callback never came', async ({ app }) => {
    const courseId = await insertCourse(app, PRICE);
    const { auth } = await member(app);
    const { startPayPath } = await buyOnline(app, courseId, auth);
    await choose(app, startPayPath, 'pay'); // the browser never comes back
    const report = await reconcilePayments(app.services.payments, 0, new Date(Date.now() + 60_000));
    expect(report.completed).toBeGreaterThanOrEqual(1);
    expect((await enrollmentRows(app, courseId))[0].status).toBe('ACTIVE');
    expect(await enrolledStudents(app, courseId)).toBe(1);
  });

  it('asks for a usable course payment method', async ({ app }) => {
    const courseId = await insertCourse(app, PRICE);
    const { auth } = await member(app);
    const missing = await enrollRest(app, courseId, auth, undefined, 400);
    expect(missing.errors).toMatchObject({ paymentMethod: 'لطفاً روش پرداخت را انتخاب کنید' });
    const programOnly = await enrollRest(app, courseId, auth, TEST_METHODS.bank, 400);
    expect(programOnly.errors).toMatchObject({ paymentMethod: 'روش پرداخت انتخاب‌شده در دسترس نیست' });
    expect(await enrollmentRows(app, courseId)).toHaveLength(0);
  });
});

describe('buying a course offline', () => {
  it('waits PENDING with the method’s details until an admin approves it', async ({ app, asAdmin }) => {
    const courseId = await insertCourse(app, PRICE);
    const { id: userId, auth } = await member(app);
    const body = await enrollRest(app, courseId, auth, TEST_METHODS.card);
    expect(body.data).toMatchObject({
      enrollment: { status: 'PENDING' },
      requiresGateway: false,
      gatewayUrl: null,
      paymentMethod: { provider: 'CARD_TO_CARD', config: { cardNumber: '6037997512345678' } },
    });
    expect(body.message).toContain('پس از تأیید مدیر');
    const id = body.data.enrollment.id as number;

    const notAdmin = await app.rest(
      'PATCH',
      `/api/admin/enrollments/${id}/status`,
      { status: 'ACTIVE' },
      auth,
    );
    expect(notAdmin.statusCode).toBe(403);
    const approved = await app.rest(
      'PATCH',
      `/api/admin/enrollments/${id}/status`,
      { status: 'ACTIVE' },
      asAdmin.headers,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'وضعیت ثبت‌نام به «فعال» تغییر کرد',
      data: { id, status: 'ACTIVE', amountPaid: PRICE },
    });
    const twice = await app.rest(
      'PATCH',
      `/api/admin/enrollments/${id}/status`,
      { status: 'ACTIVE' },
      asAdmin.headers,
    );
    expect(twice.statusCode).toBe(409);
    expect(await enrolledStudents(app, courseId)).toBe(1);
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.map((n) => n.type)).toEqual(['COURSE']);
  });

  it('concurrent purchases of one member make one enrolment, counted once when approved', async ({
    app,
    asAdmin,
  }) => {
    const courseId = await insertCourse(app, PRICE);
    const { auth } = await member(app);
    await Promise.all(Array.from({ length: 5 }, () => enrollRest(app, courseId, auth, TEST_METHODS.card)));
    const rows = await enrollmentRows(app, courseId);
    expect(rows).toEqual([expect.objectContaining({ status: 'PENDING', paymentMethod: TEST_METHODS.card })]);
    const path = `/api/admin/enrollments/${rows[0].id}/status`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => app.rest('PATCH', path, { status: 'ACTIVE' }, asAdmin.headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await enrolledStudents(app, courseId)).toBe(1);
  });

  it('an admin rejects through GraphQL; unknown ids and PENDING are refused', async ({ app, asAdmin }) => {
    const courseId = await insertCourse(app, PRICE);
    const { auth } = await member(app);
    const body = await enrollRest(app, courseId, auth, TEST_METHODS.courseOnly);
    const id = body.data.enrollment.id as number;
    const reject = graphql(`mutation CoursePaymentsReject($id: Int!, $status: EnrollmentStatus!) {
      updateEnrollmentStatus(id: $id, status: $status) { id status }
    }`);
    const rejected = await app.gql(reject, { id, status: 'CANCELLED' }, asAdmin.headers);
    expect(rejected.data?.updateEnrollmentStatus).toEqual({ id, status: 'CANCELLED' });
    const missing = await app.rest(
      'PATCH',
      '/api/admin/enrollments/999999/status',
      { status: 'ACTIVE' },
      asAdmin.headers,
    );
    expect(missing.statusCode).toBe(404);
    const pending = await app.rest(
      'PATCH',
      `/api/admin/enrollments/${id}/status`,
      { status: 'PENDING' },
      asAdmin.headers,
    );
    expect(pending.statusCode).toBe(400);
    const bogus = await app.rest(
      'PATCH',
      `/api/admin/enrollments/${id}/status`,
      { status: 'X' },
      asAdmin.headers,
    );
    expect(bogus.statusCode).toBe(400);
    expect(await enrolledStudents(app, courseId)).toBe(0);
    const [row] = await app.db.select().from(enrollments).where(eq(enrollments.id, id));
    expect(row.status).toBe('CANCELLED');
  });

  it('each decision on an offline payment is in the audit log, through either door; a refused one is not', async ({
    app,
    asAdmin,
  }) => {
    const courseId = await insertCourse(app, PRICE);
    const approvedId = (await enrollRest(app, courseId, (await member(app)).auth, TEST_METHODS.courseOnly))
      .data.enrollment.id as number;
    const rejectedId = (await enrollRest(app, courseId, (await member(app)).auth, TEST_METHODS.courseOnly))
      .data.enrollment.id as number;
    const path = `/api/admin/enrollments/${approvedId}/status`;
    expect((await app.rest('PATCH', path, { status: 'ACTIVE' }, asAdmin.headers)).statusCode).toBe(200);
    expect((await app.rest('PATCH', path, { status: 'CANCELLED' }, asAdmin.headers)).statusCode).toBe(409);
    const rejected = await app.gql(
      graphql(
        `mutation CoursePaymentsCancel($id: Int!) { updateEnrollmentStatus(id: $id, status: CANCELLED) { status } }`,
      ),
      { id: rejectedId },
      asAdmin.headers,
    );
    expect(rejected.errors).toBeUndefined();
    const logged = async (id: number) =>
      (
        await app.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.objectId, String(id)))
      ).filter((e) => e.objectType === 'enrollment');
    const [approval, ...moreApprovals] = await logged(approvedId);
    expect(moreApprovals).toEqual([]);
    expect(approval).toMatchObject({
      action: 'status',
      changes: { status: { before: 'PENDING', after: 'ACTIVE' }, amountPaid: { before: null, after: PRICE } },
    });
    expect((await logged(rejectedId)).map((e) => [e.action, e.changes])).toEqual([
      ['status', { status: { before: 'PENDING', after: 'CANCELLED' } }],
    ]);
  });
});
