// Racing requests: PGlite runs one statement at a time, so these only prove something in the
// `security-postgres` project (DATABASE_URL), where each request has its own connection.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import {
  contactMessages,
  courses,
  donations,
  enrollments,
  notifications,
  payments,
  programs,
} from '../../server/src/db/schema';
import { CONTACT_RATE_LIMIT } from '../../server/src/modules/contact/contact.service';
import { bearer, insertUser } from '../../server/src/testing/accounts';
import { insertCourse } from '../../server/src/testing/enrollments';
import { it } from '../../server/src/testing/fixtures';
import {
  choose,
  donate,
  insertPaymentMethods,
  insertProgram,
  requestPayment,
  routeGatewayInProcess,
  TEST_METHODS,
} from '../../server/src/testing/fundraising';
import { graphql } from '../../server/src/testing/gql';
import type { TestApp } from '../../server/src/testing/test-app';

const FULL = 'ظرفیت این دوره تکمیل شده است';
const ALREADY_DECIDED = 'وضعیت این ثبت‌نام قبلاً مشخص شده است و فقط ثبت‌نام‌های در انتظار قابل تأیید یا رد هستند';

const ENROLL = graphql(`mutation RacesEnroll($courseId: Int!, $paymentMethod: String) {
  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) { enrollment { id status } message }
}`);
const ENROLLMENT_STATUS = graphql(`mutation RacesEnrollmentStatus($id: Int!, $status: EnrollmentStatus!) {
  updateEnrollmentStatus(id: $id, status: $status) { id status }
}`);

let admin: Record<string, string>;
let nextPhone = 0;

it.beforeAll(async ({ app }) => {
  routeGatewayInProcess(app);
  await insertPaymentMethods(app);
  admin = await member(app, 'ADMIN');
});

/** A new member's session headers. */
async function member(app: TestApp, userType: 'STUDENT' | 'ADMIN' = 'STUDENT') {
  return (await memberWithId(app, userType)).headers;
}

async function memberWithId(app: TestApp, userType: 'STUDENT' | 'ADMIN' = 'STUDENT') {
  nextPhone += 1;
  const user = await insertUser(app, `0913${String(nextPhone).padStart(7, '0')}`, { userType });
  const token = await app.app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'race' });
  return { userId: user.id, headers: bearer(token) };
}

/** A published course with `places` places. */
async function courseWith(app: TestApp, places: number, price: number) {
  const courseId = await insertCourse(app, price);
  await app.db.update(courses).set({ maxStudents: places }).where(eq(courses.id, courseId));
  return courseId;
}

/** Enrols each caller at once, alternating REST and GraphQL; answers per caller status and message. */
function enrolAll(
  app: TestApp,
  courseId: number,
  callers: Array<Record<string, string>>,
  paymentMethod?: string,
) {
  return Promise.all(
    callers.map(async (headers, i) => {
      if (i % 2 === 0) {
        const response = await app.rest(
          'POST',
          `/api/courses/${courseId}/enroll`,
          paymentMethod ? { paymentMethod } : {},
          headers,
        );
        return { status: response.statusCode, message: response.json().message as string };
      }
      const answer = await app.gql(ENROLL, { courseId, paymentMethod }, headers);
      const error = answer.errors?.[0];
      return error
        ? { status: error.extensions?.code === 'CONFLICT' ? 409 : 500, message: error.message }
        : { status: 200, message: answer.data?.enrollInCourse.message ?? '' };
    }),
  );
}

const activeIn = async (app: TestApp, courseId: number) =>
  app.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'ACTIVE')));

const enrolledCount = async (app: TestApp, courseId: number) =>
  (await app.db.select({ n: courses.enrolledStudents }).from(courses).where(eq(courses.id, courseId)))[0].n;

describe('course capacity under concurrency', () => {
  it('12 parallel enrolments through both doors into a 3-place free course: exactly 3 get in', async ({
    app,
  }) => {
    const courseId = await courseWith(app, 3, 0);
    const callers = await Promise.all(Array.from({ length: 12 }, () => member(app)));
    const answers = await enrolAll(app, courseId, callers);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(9);
    for (const answer of refused) expect(answer).toEqual({ status: 409, message: FULL });
    expect(await app.db.select().from(enrollments).where(eq(enrollments.courseId, courseId))).toHaveLength(3);
    expect(await activeIn(app, courseId)).toHaveLength(3);
    expect(await enrolledCount(app, courseId)).toBe(3);
  });

  it('approving 12 offline enrolments of a 3-place course at once activates exactly 3', async ({ app }) => {
    const courseId = await courseWith(app, 3, 1_000_000);
    const callers = await Promise.all(Array.from({ length: 12 }, () => member(app)));
    const answers = await enrolAll(app, courseId, callers, TEST_METHODS.card);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const pending = await app.db.select().from(enrollments).where(eq(enrollments.courseId, courseId));
    expect(pending).toHaveLength(12);
    const approvals = await Promise.all(
      pending.map((row, i) =>
        i % 2 === 0
          ? app.rest('PATCH', `/api/admin/enrollments/${row.id}/status`, { status: 'ACTIVE' }, admin)
          : app.gql(ENROLLMENT_STATUS, { id: row.id, status: 'ACTIVE' }, admin),
      ),
    );
    const approved = approvals.filter((a) =>
      'statusCode' in a ? a.statusCode === 200 : a.errors === undefined,
    );
    expect(approved).toHaveLength(3);
    for (const refused of approvals.filter((a) => !approved.includes(a))) {
      if ('statusCode' in refused) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(FULL);
      } else {
        expect(refused.errors?.[0]).toMatchObject({ message: FULL, extensions: { code: 'CONFLICT' } });
      }
    }
    expect(await activeIn(app, courseId)).toHaveLength(3);
    expect(await enrolledCount(app, courseId)).toBe(3);
  });

  it('two admins approving and rejecting one enrolment at once: one decision stands', async ({ app }) => {
    const courseId = await courseWith(app, 5, 1_000_000);
    const [answer] = await enrolAll(app, courseId, [await member(app)], TEST_METHODS.card);
    expect(answer.status).toBe(200);
    const [row] = await app.db.select().from(enrollments).where(eq(enrollments.courseId, courseId));
    const decisions = await Promise.all(
      ['ACTIVE', 'CANCELLED', 'ACTIVE', 'CANCELLED'].map((status) =>
        app.rest('PATCH', `/api/admin/enrollments/${row.id}/status`, { status }, admin),
      ),
    );
    expect(decisions.filter((d) => d.statusCode === 200)).toHaveLength(1);
    for (const refused of decisions.filter((d) => d.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ALREADY_DECIDED);
    }
    const [after] = await app.db.select().from(enrollments).where(eq(enrollments.id, row.id));
    expect(await enrolledCount(app, courseId)).toBe(after.status === 'ACTIVE' ? 1 : 0);
    const notified = await app.db.select().from(notifications).where(eq(notifications.userId, row.userId));
    expect(notified).toHaveLength(after.status === 'ACTIVE' ? 1 : 0);
  });
});

describe('once-only changes under concurrency', () => {
  it('six admins approving one offline donation at once count it once', async ({ app }) => {
    const program = await insertProgram(app);
    const [donation] = await app.db
      .insert(donations)
      .values({ programId: program.id, amount: 2_500_000, paymentMethod: TEST_METHODS.card })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.rest(
          'PATCH',
          `/api/admin/donations/${donation.id}/status`,
          { status: i % 3 === 2 ? 'FAILED' : 'COMPLETED' },
          admin,
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    const [after] = await app.db.select().from(donations).where(eq(donations.id, donation.id));
    const [raised] = await app.db
      .select({ amount: programs.raisedAmount })
      .from(programs)
      .where(eq(programs.id, program.id));
    expect(raised.amount).toBe(after.status === 'COMPLETED' ? 2_500_000 : 0);
  });

  it('mark-all-read from two tabs at once marks each notification once', async ({ app }) => {
    const { userId, headers } = await memberWithId(app);
    await app.db
      .insert(notifications)
      .values(Array.from({ length: 20 }, (_, i) => ({ userId, title: 'اعلان', message: `پیام ${i}` })));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.gql(graphql(`mutation RacesMarkAllRead { markAllNotificationsRead { count } }`), {}, headers),
      ),
    );
    const changed = answers.map((a) => a.data?.markAllNotificationsRead.count ?? -1);
    expect(changed.reduce((sum, n) => sum + n, 0)).toBe(20);
    const [{ unread }] = await app.db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    expect(unread).toBe(0);
  });
});

describe('gateway callbacks and limits under concurrency', () => {
  it('eight copies of one paid donation callback at once count the donation once', async ({ app }) => {
    const program = await insertProgram(app);
    const donationId = await donate(app, program.id, 300_000);
    const { startPayPath } = await requestPayment(app, donationId);
    const callbackPath = await choose(app, startPayPath, 'pay');
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.rest('GET', callbackPath)));
    for (const answer of answers) expect(answer.statusCode).toBe(302);
    const [after] = await app.db.select().from(donations).where(eq(donations.id, donationId));
    expect(after.status).toBe('COMPLETED');
    const [raised] = await app.db
      .select({ amount: programs.raisedAmount })
      .from(programs)
      .where(eq(programs.id, program.id));
    expect(raised.amount).toBe(after.amount);
  });

  it('eight copies of one paid course purchase callback at once enrol the member once', async ({ app }) => {
    const courseId = await courseWith(app, 3, 1_000_000);
    const { userId, headers } = await memberWithId(app);
    const response = await app.rest(
      'POST',
      `/api/courses/${courseId}/enroll`,
      { paymentMethod: TEST_METHODS.online },
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const startPayPath = new URL(response.json().data.gatewayUrl).pathname;
    const callbackPath = await choose(app, startPayPath, 'pay');
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.rest('GET', callbackPath)));
    for (const answer of answers) expect(answer.statusCode).toBe(302);
    expect(await activeIn(app, courseId)).toHaveLength(1);
    expect(await enrolledCount(app, courseId)).toBe(1);
    const notified = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notified).toHaveLength(1);
  });

  it('a course filled while its payer was at the gateway: the payment is not verified and no place is taken', async ({
    app,
  }) => {
    const courseId = await courseWith(app, 1, 1_000_000);
    const payer = await memberWithId(app);
    const started = await app.rest(
      'POST',
      `/api/courses/${courseId}/enroll`,
      { paymentMethod: TEST_METHODS.online },
      payer.headers,
    );
    expect(started.statusCode, started.body).toBe(200);
    const [offline] = await enrolAll(app, courseId, [await member(app)], TEST_METHODS.card);
    expect(offline.status).toBe(200);
    const [card] = await app.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.paymentMethod, TEST_METHODS.card)));
    const approved = await app.rest(
      'PATCH',
      `/api/admin/enrollments/${card.id}/status`,
      { status: 'ACTIVE' },
      admin,
    );
    expect(approved.statusCode).toBe(200);
    const [late] = await enrolAll(app, courseId, [await member(app)], TEST_METHODS.card);
    expect(late).toEqual({ status: 409, message: FULL });
    // Unverified, the gateway gives the money back by itself; verified, it would have to be refunded by hand.
    const verify = vi.spyOn(app.app.services.zarinpal, 'verify');
    const callbackPath = await choose(app, new URL(started.json().data.gatewayUrl).pathname, 'pay');
    const back = await app.rest('GET', callbackPath);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toContain('enrollment=failure');
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
    expect(await activeIn(app, courseId)).toHaveLength(1);
    expect(await enrolledCount(app, courseId)).toBe(1);
    const [attempt] = await app.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.enrollmentId, started.json().data.enrollment.id));
    expect(attempt.status).toBe('REFUND_NEEDED');
  });

  it('money verified for a course that lost its last place meanwhile is recorded for a refund, never over-filling it', async ({
    app,
  }) => {
    const courseId = await courseWith(app, 1, 1_000_000);
    const payer = await memberWithId(app);
    const started = await app.rest(
      'POST',
      `/api/courses/${courseId}/enroll`,
      { paymentMethod: TEST_METHODS.online },
      payer.headers,
    );
    expect(started.statusCode, started.body).toBe(200);
    const enrollmentId = started.json().data.enrollment.id as number;
    const [attempt] = await app.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    // The last place goes between the check before verifying and the activation after it.
    await app.db.update(courses).set({ enrolledStudents: 1 }).where(eq(courses.id, courseId));
    const activated = await app.app.services.enrollmentCompletion.complete(enrollmentId, {
      kind: 'GATEWAY',
      paymentId: attempt.id,
      refId: '777',
      cardPan: null,
      cardHash: null,
      fee: null,
    });
    expect(activated).toBeNull();
    expect(await activeIn(app, courseId)).toHaveLength(0);
    expect(await enrolledCount(app, courseId)).toBe(1);
    const [after] = await app.db.select().from(payments).where(eq(payments.id, attempt.id));
    expect({ status: after.status, refId: after.refId }).toEqual({ status: 'REFUND_NEEDED', refId: '777' });
  });

  it('12 contact messages from one address at once: exactly the limit passes', async ({ app }) => {
    // A fixed clock in the middle of a window, so the burst cannot straddle two windows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:03:00Z'));
    try {
      const message = {
        name: 'سارا احمدی',
        email: 'sara@example.com',
        subject: 'help-request',
        message: 'سلام، برای فرزندم درخواست کمک آموزشی دارم.',
      };
      const before = (await app.db.select().from(contactMessages)).length;
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => app.rest('POST', '/api/contact', message)),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CONTACT_RATE_LIMIT.limit);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused).toHaveLength(12 - CONTACT_RATE_LIMIT.limit);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(429);
        expect(answer.json().message).toBe(CONTACT_RATE_LIMIT.message);
      }
      expect((await app.db.select().from(contactMessages)).length - before).toBe(CONTACT_RATE_LIMIT.limit);
    } finally {
      vi.useRealTimers();
    }
  });
});
