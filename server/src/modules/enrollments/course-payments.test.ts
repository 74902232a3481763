import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrollments, notifications, payments } from '../../db/schema';
import { reconcilePayments } from '../../jobs/reconciliation';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import {
  callback,
  choose,
  insertPaymentMethods,
  routeGatewayInProcess,
  TEST_METHODS,
} from '../../testing/fundraising';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enrolledStudents, enrollmentRows, enrollRest, insertCourse } from './enrollments.testing';

let t: TestApp;
let admin: Record<string, string>;
let phoneSeq = 60;

beforeAll(async () => {
  t = await createTestApp();
  routeGatewayInProcess(t);
  await insertPaymentMethods(t);
  await insertUser(t, '09120000059', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120000059'));
});
afterAll(() => t.close());

/** A fresh member (so each test starts without enrolments): id and auth headers. */
async function member() {
  const phone = `091200000${phoneSeq++}`;
  const user = await insertUser(t, phone, { userType: 'STUDENT' });
  return { id: user.id, auth: bearer(await tokenFor(t, phone)) };
}

const PRICE = 1_500_000; // rial
const success = (id: number) => `/courses/${id}?enrollment=success`;
const failure = (id: number) => `/courses/${id}?enrollment=failure`;

async function buyOnline(courseId: number, auth: Record<string, string>) {
  const body = await enrollRest(t, courseId, auth, TEST_METHODS.online);
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
  it('becomes ACTIVE only when the stand-in gateway payment completes', async () => {
    const courseId = await insertCourse(t, PRICE, { title: 'فیزیک' });
    const { id: userId, auth } = await member();
    const { enrollmentId, startPayPath } = await buyOnline(courseId, auth);
    expect(await enrolledStudents(t, courseId)).toBe(0);
    const page = await t.app.fastify.inject({ method: 'GET', url: startPayPath });
    expect(page.body).toContain('۱۵۰٬۰۰۰ تومان');

    expect(await callback(t, await choose(t, startPayPath, 'pay'))).toBe(success(courseId));
    const [row] = await enrollmentRows(t, courseId);
    expect(row).toMatchObject({ id: enrollmentId, status: 'ACTIVE', amountPaid: PRICE });
    const [payment] = await t.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    expect(payment).toMatchObject({ status: 'COMPLETED', amount: PRICE, donationId: null });
    expect(await enrolledStudents(t, courseId)).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'COURSE',
        message: 'ثبت‌نام شما در دوره «فیزیک» انجام شد.',
        actionUrl: `/courses/${courseId}`,
      }),
    ]);
    // Enrolling again answers the ACTIVE enrolment without a new payment.
    const again = await enrollRest(t, courseId, auth, TEST_METHODS.online);
    expect(again.data).toMatchObject({ requiresGateway: false, enrollment: { status: 'ACTIVE' } });
  });

  it('NOK on the gateway leaves no active enrolment; a new try can still pay', async () => {
    const courseId = await insertCourse(t, PRICE);
    const { auth } = await member();
    const first = await buyOnline(courseId, auth);
    expect(await callback(t, await choose(t, first.startPayPath, 'cancel'))).toBe(failure(courseId));
    expect((await enrollmentRows(t, courseId))[0].status).toBe('CANCELLED');
    expect(await enrolledStudents(t, courseId)).toBe(0);

    const second = await buyOnline(courseId, auth);
    expect(second.enrollmentId).toBe(first.enrollmentId);
    expect(await callback(t, await choose(t, second.startPayPath, 'pay'))).toBe(success(courseId));
    expect(await enrolledStudents(t, courseId)).toBe(1);
  });

  it('a replayed or duplicated callback counts once', async () => {
    const courseId = await insertCourse(t, PRICE);
    const { auth } = await member();
    const { startPayPath } = await buyOnline(courseId, auth);
    const back = await choose(t, startPayPath, 'pay');
    const all = await Promise.all(Array.from({ length: 5 }, () => callback(t, back)));
    expect(all.every((location) => location === success(courseId))).toBe(true);
    expect(await callback(t, back)).toBe(success(courseId));
    expect(await enrolledStudents(t, courseId)).toBe(1);
  });

  it('reconciliation completes a paid course whose callback never came', async () => {
    const courseId = await insertCourse(t, PRICE);
    const { auth } = await member();
    const { startPayPath } = await buyOnline(courseId, auth);
    await choose(t, startPayPath, 'pay'); // the browser never comes back
    const report = await reconcilePayments(t.app.services.payments, 0, new Date(Date.now() + 60_000));
    expect(report.completed).toBeGreaterThanOrEqual(1);
    expect((await enrollmentRows(t, courseId))[0].status).toBe('ACTIVE');
    expect(await enrolledStudents(t, courseId)).toBe(1);
  });

  it('asks for a usable course payment method', async () => {
    const courseId = await insertCourse(t, PRICE);
    const { auth } = await member();
    const missing = await enrollRest(t, courseId, auth, undefined, 400);
    expect(missing.errors).toMatchObject({ paymentMethod: 'لطفاً روش پرداخت را انتخاب کنید' });
    const programOnly = await enrollRest(t, courseId, auth, TEST_METHODS.bank, 400);
    expect(programOnly.errors).toMatchObject({ paymentMethod: 'روش پرداخت انتخاب‌شده در دسترس نیست' });
    expect(await enrollmentRows(t, courseId)).toHaveLength(0);
  });
});

describe('buying a course offline', () => {
  it('waits PENDING with the method’s details until an admin approves it', async () => {
    const courseId = await insertCourse(t, PRICE);
    const { id: userId, auth } = await member();
    const body = await enrollRest(t, courseId, auth, TEST_METHODS.card);
    expect(body.data).toMatchObject({
      enrollment: { status: 'PENDING' },
      requiresGateway: false,
      gatewayUrl: null,
      paymentMethod: { provider: 'CARD_TO_CARD', config: { cardNumber: '6037997512345678' } },
    });
    expect(body.message).toContain('پس از تأیید مدیر');
    const id = body.data.enrollment.id as number;

    const notAdmin = await t.rest('PATCH', `/api/admin/enrollments/${id}/status`, { status: 'ACTIVE' }, auth);
    expect(notAdmin.statusCode).toBe(403);
    const approved = await t.rest(
      'PATCH',
      `/api/admin/enrollments/${id}/status`,
      { status: 'ACTIVE' },
      admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'وضعیت ثبت‌نام به «فعال» تغییر کرد',
      data: { id, status: 'ACTIVE', amountPaid: PRICE },
    });
    const twice = await t.rest('PATCH', `/api/admin/enrollments/${id}/status`, { status: 'ACTIVE' }, admin);
    expect(twice.statusCode).toBe(409);
    expect(await enrolledStudents(t, courseId)).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.map((n) => n.type)).toEqual(['COURSE']);
  });

  it('concurrent purchases of one member make one enrolment, counted once when approved', async () => {
    const courseId = await insertCourse(t, PRICE);
    const { auth } = await member();
    await Promise.all(Array.from({ length: 5 }, () => enrollRest(t, courseId, auth, TEST_METHODS.card)));
    const rows = await enrollmentRows(t, courseId);
    expect(rows).toEqual([expect.objectContaining({ status: 'PENDING', paymentMethod: TEST_METHODS.card })]);
    const path = `/api/admin/enrollments/${rows[0].id}/status`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => t.rest('PATCH', path, { status: 'ACTIVE' }, admin)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await enrolledStudents(t, courseId)).toBe(1);
  });

  it('an admin rejects through GraphQL; unknown ids and PENDING are refused', async () => {
    const courseId = await insertCourse(t, PRICE);
    const { auth } = await member();
    const body = await enrollRest(t, courseId, auth, TEST_METHODS.courseOnly);
    const id = body.data.enrollment.id as number;
    const reject = `mutation ($id: Int!, $status: EnrollmentStatus!) {
      updateEnrollmentStatus(id: $id, status: $status) { id status }
    }`;
    const rejected = await t.gql(reject, { id, status: 'CANCELLED' }, admin);
    expect(rejected.data?.updateEnrollmentStatus).toEqual({ id, status: 'CANCELLED' });
    const missing = await t.rest(
      'PATCH',
      '/api/admin/enrollments/999999/status',
      { status: 'ACTIVE' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    const pending = await t.rest(
      'PATCH',
      `/api/admin/enrollments/${id}/status`,
      { status: 'PENDING' },
      admin,
    );
    expect(pending.statusCode).toBe(400);
    const bogus = await t.rest('PATCH', `/api/admin/enrollments/${id}/status`, { status: 'X' }, admin);
    expect(bogus.statusCode).toBe(400);
    expect(await enrolledStudents(t, courseId)).toBe(0);
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.id, id));
    expect(row.status).toBe('CANCELLED');
  });

  it('each decision on an offline payment is in the audit log, through either door; a refused one is not', async () => {
    const courseId = await insertCourse(t, PRICE);
    const approvedId = (await enrollRest(t, courseId, (await member()).auth, TEST_METHODS.courseOnly)).data
      .enrollment.id as number;
    const rejectedId = (await enrollRest(t, courseId, (await member()).auth, TEST_METHODS.courseOnly)).data
      .enrollment.id as number;
    const path = `/api/admin/enrollments/${approvedId}/status`;
    expect((await t.rest('PATCH', path, { status: 'ACTIVE' }, admin)).statusCode).toBe(200);
    expect((await t.rest('PATCH', path, { status: 'CANCELLED' }, admin)).statusCode).toBe(409);
    const rejected = await t.gql(
      'mutation ($id: Int!) { updateEnrollmentStatus(id: $id, status: CANCELLED) { status } }',
      { id: rejectedId },
      admin,
    );
    expect(rejected.errors).toBeUndefined();
    const logged = async (id: number) =>
      (
        await t.db
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
