import { toPersianDigits } from '@common/digits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { donations, notifications, payments, programs } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import {
  callback,
  choose,
  donate,
  openFundraisingApp,
  requestPayment,
  TEST_METHODS,
  withoutReceiptLink,
} from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let programId: number;

beforeAll(async () => {
  ({ t, programId } = await openFundraisingApp());
});
afterAll(() => t.close());

const raised = async () =>
  (await t.db.select({ r: programs.raisedAmount }).from(programs).where(eq(programs.id, programId)))[0].r;
const donation = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0];
const success = () => `/programs/${programId}?donation=success`;
const failure = () => `/programs/${programId}?donation=failure`;

describe('ZarinPal payment of a donation', () => {
  it('runs the whole flow on the stand-in: request, payment page, pay, verified callback, redirect', async () => {
    const user = await insertUser(t, '09120000031', { userType: 'DONOR' });
    const auth = bearer(await tokenFor(t, '09120000031'));
    const before = await raised();
    const id = await donate(t, programId, 25_000, TEST_METHODS.online, auth);
    const { authority, startPayPath } = await requestPayment(t, id, auth);
    expect(authority).toMatch(/^S[0-9A-F]{35}$/);
    expect(startPayPath).toBe(`/stand-in/zarinpal/pg/StartPay/${authority}`);
    const page = await t.app.fastify.inject({ method: 'GET', url: startPayPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('پرداخت');
    expect(page.body).toContain('انصراف');
    expect(page.body).toContain('۲۵٬۰۰۰ تومان');
    expect(page.body).toContain(`(شماره ${toPersianDigits(id)})`);
    const back = await choose(t, startPayPath, 'pay');
    expect(back).toBe(`/api/payments/zarinpal/callback?Authority=${authority}&Status=OK`);
    expect(await callback(t, back)).toBe(success());
    expect(await donation(id)).toMatchObject({
      status: 'COMPLETED',
      paymentReference: expect.stringMatching(/^\d+$/),
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.donationId, id));
    expect(payment).toMatchObject({ status: 'COMPLETED', amount: 250_000, cardPan: '502229******5995' });
    expect(payment.refId).toBe((await donation(id)).paymentReference);
    expect(await raised()).toBe(before + 250_000);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.type)).toEqual(['DONATION']);
  });

  it('cancelling on the gateway (NOK) marks the donation FAILED', async () => {
    const before = await raised();
    const id = await donate(t, programId, 10_000);
    const { startPayPath } = await requestPayment(t, id);
    expect(await callback(t, await choose(t, startPayPath, 'cancel'))).toBe(failure());
    expect((await donation(id)).status).toBe('FAILED');
    expect(await raised()).toBe(before);
  });

  it('a replayed or duplicated callback changes nothing twice', async () => {
    const before = await raised();
    const id = await donate(t, programId, 7_000);
    const { startPayPath } = await requestPayment(t, id);
    const back = await choose(t, startPayPath, 'pay');
    const all = await Promise.all(Array.from({ length: 5 }, () => callback(t, back)));
    expect(all.every((location) => location === success())).toBe(true);
    expect(await callback(t, back)).toBe(success());
    expect(await raised()).toBe(before + 70_000);
  });

  it('a forged callback never trusts its query', async () => {
    const before = await raised();
    // An authority we never issued.
    expect(await callback(t, '/api/payments/zarinpal/callback?Authority=S000FORGED&Status=OK')).toBe(
      '/programs?donation=failure',
    );
    expect(await callback(t, '/api/payments/zarinpal/callback')).toBe('/programs?donation=failure');
    // A real authority that was never paid: the gateway refuses to verify it.
    const id = await donate(t, programId, 8_000);
    const { authority, startPayPath } = await requestPayment(t, id);
    expect(await callback(t, `/api/payments/zarinpal/callback?Authority=${authority}&Status=OK`)).toBe(
      failure(),
    );
    expect((await donation(id)).status).toBe('FAILED');
    expect(await raised()).toBe(before);
    // If the donor pays after all, the verified payment still completes the donation.
    expect(await callback(t, await choose(t, startPayPath, 'pay'))).toBe(success());
    expect(await raised()).toBe(before + 80_000);
  });

  it('an amount that differs on verify (-50) fails the donation and adds nothing', async () => {
    const before = await raised();
    const id = await donate(t, programId, 9_000);
    const { startPayPath } = await requestPayment(t, id);
    const back = await choose(t, startPayPath, 'pay');
    await t.db.update(payments).set({ amount: 1_000 }).where(eq(payments.donationId, id));
    expect(await callback(t, back)).toBe(failure());
    expect((await donation(id)).status).toBe('FAILED');
    expect(await raised()).toBe(before);
  });

  it('approval racing a callback completes the donation once', async () => {
    await insertUser(t, '09120000032', { userType: 'ADMIN' });
    const admin = bearer(await tokenFor(t, '09120000032'));
    const before = await raised();
    const id = await donate(t, programId, 6_000);
    const { startPayPath } = await requestPayment(t, id);
    const back = await choose(t, startPayPath, 'pay');
    const [approved, redirected] = await Promise.all([
      t.rest('PATCH', `/api/admin/donations/${id}/status`, { status: 'COMPLETED' }, admin),
      callback(t, back),
    ]);
    expect([200, 409]).toContain(approved.statusCode);
    expect(redirected).toBe(success());
    expect(await raised()).toBe(before + 60_000);
  });

  it('refuses a settled donation, an offline method, another member’s donation and a missing one', async () => {
    const paid = await donate(t, programId, 5_000, TEST_METHODS.card);
    await t.db.update(donations).set({ status: 'FAILED' }).where(eq(donations.id, paid));
    expect((await t.rest('POST', `/api/payments/zarinpal/request/${paid}`)).statusCode).toBe(409);
    const offline = await donate(t, programId, 5_000, TEST_METHODS.card);
    const refused = await t.rest('POST', `/api/payments/zarinpal/request/${offline}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('روش پرداخت این کمک درگاه آنلاین نیست');
    await insertUser(t, '09120000033');
    const owner = bearer(await tokenFor(t, '09120000033'));
    const theirs = await donate(t, programId, 5_000, TEST_METHODS.online, owner);
    expect((await t.rest('POST', `/api/payments/zarinpal/request/${theirs}`)).statusCode).toBe(403);
    expect((await t.rest('POST', '/api/payments/zarinpal/request/999999')).statusCode).toBe(404);
  });

  it('an unreachable gateway is a 503 with a Persian message, and the donation stays PENDING', async () => {
    const id = await donate(t, programId, 5_000);
    const spy = vi
      .spyOn(t.app.services.zarinpal, 'fetch')
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    const response = await t.rest('POST', `/api/payments/zarinpal/request/${id}`);
    spy.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('خطا در اتصال به درگاه پرداخت. لطفاً دوباره تلاش کنید.');
    expect((await donation(id)).status).toBe('PENDING');
  });

  it('GraphQL offers the same two calls', async () => {
    const id = await donate(t, programId, 5_000);
    const started = await t.gql(
      graphql(
        `mutation PaymentsRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl authority } }`,
      ),
      { id },
    );
    const { authority, gatewayUrl } = started.data?.requestZarinpalPayment ?? {
      authority: '',
      gatewayUrl: '',
    };
    expect(gatewayUrl).toBe(`http://localhost:4000/stand-in/zarinpal/pg/StartPay/${authority}`);
    await choose(t, new URL(gatewayUrl).pathname, 'pay');
    const answer = await t.gql(
      graphql(
        `mutation PaymentsCallbackNok($a: String) { zarinpalCallback(authority: $a, status: "NOK") { success redirectPath } }`,
      ),
      { a: authority },
    );
    expect(answer.data?.zarinpalCallback?.success).toBe(true);
    expect(withoutReceiptLink(answer.data?.zarinpalCallback?.redirectPath ?? '')).toBe(success());
  });
});
