// One donation or course purchase has one open gateway attempt at a time, and an attempt whose subject is
// already paid (or that a newer request cancelled) is never verified: it is recorded as REFUND_NEEDED for
// the admins. Runs on PGlite and on PostgreSQL (the parallel cases matter there).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_MERCHANT_ID } from '../../config/payments-config';
import { donations, enrollments, payments, programs } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { enrolledStudents, enrollRest, insertCourse } from '../../testing/enrollments';
import {
  callback,
  choose,
  donate,
  openFundraisingApp,
  requestPayment,
  TEST_METHODS,
} from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let programId: number;
let admin: Record<string, string>;
let phoneSeq = 10;

beforeAll(async () => {
  ({ t, programId } = await openFundraisingApp());
  await insertUser(t, '09120000701', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120000701'));
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const raised = async () =>
  (await t.db.select({ r: programs.raisedAmount }).from(programs).where(eq(programs.id, programId)))[0].r;
const attemptsOf = (donationId: number) =>
  t.db.select().from(payments).where(eq(payments.donationId, donationId)).orderBy(payments.id);
const statusOf = async (authority: string) =>
  (await t.db.select().from(payments).where(eq(payments.authority, authority)))[0].status;
/** The authorities the server asked the gateway to verify. */
function watchVerify() {
  const spy = vi.spyOn(t.app.services.zarinpal, 'verify');
  return () => spy.mock.calls.map(([request]) => request.authority);
}

describe('one open gateway attempt per donation', () => {
  it('a second request cancels the first; paying both verifies only the open one', async () => {
    const verified = watchVerify();
    const before = await raised();
    const id = await donate(t, programId, 12_000);
    const first = await requestPayment(t, id);
    const second = await requestPayment(t, id);
    expect(first.authority).not.toBe(second.authority);
    expect((await attemptsOf(id)).map((a) => a.status)).toEqual(['CANCELLED', 'PENDING']);

    // The payer pays both gateway pages: the cancelled one first.
    const firstBack = await choose(t, first.startPayPath, 'pay');
    const secondBack = await choose(t, second.startPayPath, 'pay');
    expect(await callback(t, firstBack)).toBe(`/programs/${programId}?donation=failure`);
    expect(await callback(t, secondBack)).toBe(`/programs/${programId}?donation=success`);

    expect(verified()).toEqual([second.authority]);
    expect(await statusOf(first.authority)).toBe('REFUND_NEEDED');
    expect(await statusOf(second.authority)).toBe('COMPLETED');
    const [donation] = await t.db.select().from(donations).where(eq(donations.id, id));
    expect(donation.status).toBe('COMPLETED');
    expect(await raised()).toBe(before + 120_000);
    // The gateway still holds the refused payment as paid but unverified (it goes back to the payer).
    const unverified = await t.app.services.zarinpal.unverified(TEST_MERCHANT_ID);
    expect(unverified.map((p) => p.authority)).toContain(first.authority);
    expect(unverified.map((p) => p.authority)).not.toContain(second.authority);
  });

  it('the open attempt paid first wins; the cancelled one paid later is refused, not verified', async () => {
    const verified = watchVerify();
    const before = await raised();
    const id = await donate(t, programId, 13_000);
    const first = await requestPayment(t, id);
    const second = await requestPayment(t, id);
    const secondBack = await choose(t, second.startPayPath, 'pay');
    const firstBack = await choose(t, first.startPayPath, 'pay');
    expect(await callback(t, secondBack)).toBe(`/programs/${programId}?donation=success`);
    expect(await callback(t, firstBack)).toBe(`/programs/${programId}?donation=success`);
    expect(verified()).toEqual([second.authority]);
    expect(await statusOf(first.authority)).toBe('REFUND_NEEDED');
    expect(await raised()).toBe(before + 130_000);
  });

  it('a cancelled attempt the payer abandoned at the gateway stays CANCELLED', async () => {
    const verified = watchVerify();
    const id = await donate(t, programId, 14_000);
    const first = await requestPayment(t, id);
    await requestPayment(t, id);
    await callback(t, await choose(t, first.startPayPath, 'cancel'));
    expect(verified()).toEqual([]);
    expect(await statusOf(first.authority)).toBe('CANCELLED');
    const [donation] = await t.db.select().from(donations).where(eq(donations.id, id));
    expect(donation.status).toBe('PENDING');
  });

  it('a callback for a donation an admin already approved is not verified: REFUND_NEEDED', async () => {
    const verified = watchVerify();
    const before = await raised();
    const id = await donate(t, programId, 15_000);
    const attempt = await requestPayment(t, id);
    const back = await choose(t, attempt.startPayPath, 'pay');
    const approved = await t.rest(
      'PATCH',
      `/api/admin/donations/${id}/status`,
      { status: 'COMPLETED' },
      admin,
    );
    expect(approved.statusCode).toBe(200);
    expect(await callback(t, back)).toBe(`/programs/${programId}?donation=success`);
    expect(verified()).toEqual([]);
    expect(await statusOf(attempt.authority)).toBe('REFUND_NEEDED');
    expect(await raised()).toBe(before + 150_000);
  });

  it('parallel requests leave one open attempt; parallel callbacks of both verify one', async () => {
    const verified = watchVerify();
    const before = await raised();
    const id = await donate(t, programId, 16_000);
    const started = await Promise.all(Array.from({ length: 4 }, () => requestPayment(t, id)));
    const rows = await attemptsOf(id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.status === 'PENDING')).toHaveLength(1);
    const open = rows.find((row) => row.status === 'PENDING')?.authority;
    const backs = [];
    for (const attempt of started) backs.push(await choose(t, attempt.startPayPath, 'pay'));
    await Promise.all(backs.map((back) => callback(t, back)));
    expect(verified()).toEqual([open]);
    const after = await attemptsOf(id);
    expect(after.filter((row) => row.status === 'COMPLETED').map((row) => row.authority)).toEqual([open]);
    expect(after.filter((row) => row.status === 'REFUND_NEEDED')).toHaveLength(3);
    expect(await raised()).toBe(before + 160_000);
  });
});

describe('one open gateway attempt per course purchase', () => {
  it('a second enrol request cancels the first; paying both verifies one and counts one student', async () => {
    const verified = watchVerify();
    const courseId = await insertCourse(t, 2_000_000, { title: 'شیمی' });
    const phone = `091200007${phoneSeq++}`;
    await insertUser(t, phone, { userType: 'STUDENT' });
    const auth = bearer(await tokenFor(t, phone));
    const first = await enrollRest(t, courseId, auth, TEST_METHODS.online);
    const second = await enrollRest(t, courseId, auth, TEST_METHODS.online);
    const firstPath = new URL(first.data.gatewayUrl).pathname;
    const secondPath = new URL(second.data.gatewayUrl).pathname;
    const enrollmentId = first.data.enrollment.id as number;
    const rows = await t.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    expect(rows.map((row) => row.status).sort()).toEqual(['CANCELLED', 'PENDING']);

    const firstBack = await choose(t, firstPath, 'pay');
    const secondBack = await choose(t, secondPath, 'pay');
    expect(await callback(t, firstBack)).toBe(`/courses/${courseId}?enrollment=failure`);
    expect(await callback(t, secondBack)).toBe(`/courses/${courseId}?enrollment=success`);
    const secondAuthority = secondPath.split('/').pop();
    expect(verified()).toEqual([secondAuthority]);
    const after = await t.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    expect(after.find((row) => row.authority === secondAuthority)?.status).toBe('COMPLETED');
    expect(after.filter((row) => row.status === 'REFUND_NEEDED')).toHaveLength(1);
    const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(enrollment.status).toBe('ACTIVE');
    expect(await enrolledStudents(t, courseId)).toBe(1);
  });
});

describe('payments needing a refund, for admins', () => {
  it('lists REFUND_NEEDED attempts with amount and authority through both doors, admins only', async () => {
    const id = await donate(t, programId, 17_000);
    const first = await requestPayment(t, id);
    const second = await requestPayment(t, id);
    await callback(t, await choose(t, second.startPayPath, 'pay'));
    await callback(t, await choose(t, first.startPayPath, 'pay'));

    const rest = await t.rest('GET', '/api/admin/payments?status=REFUND_NEEDED&size=100', undefined, admin);
    expect(rest.statusCode, rest.body).toBe(200);
    const row = rest.json().data.content.find((p: { authority: string }) => p.authority === first.authority);
    expect(row).toMatchObject({
      status: 'REFUND_NEEDED',
      amount: 170_000,
      authority: first.authority,
      donationId: id,
      programId,
      enrollmentId: null,
    });

    const gql = await t.gql(
      graphql(
        `query OneOpenAttemptRefunds { adminPayments(status: REFUND_NEEDED, size: 100) { content { authority amount status } } }`,
      ),
      {},
      admin,
    );
    expect(gql.data?.adminPayments.content.map((p) => p.authority)).toContain(first.authority);

    expect((await t.rest('GET', '/api/admin/payments?status=REFUND_NEEDED')).statusCode).toBe(401);
    const phone = `091200007${phoneSeq++}`;
    await insertUser(t, phone, { userType: 'DONOR' });
    const donor = bearer(await tokenFor(t, phone));
    expect(
      (await t.rest('GET', '/api/admin/payments?status=REFUND_NEEDED', undefined, donor)).statusCode,
    ).toBe(403);
  });
});
