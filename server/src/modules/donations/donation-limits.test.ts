// Limits on creating donations and on asking the gateway for payments (issue 9, item 6): per address for
// guests, per member for members, and per donation for gateway requests, with the Persian 429 message.
// Runs on PGlite and PostgreSQL (the parallel bursts matter there).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, payments } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { openFundraisingApp, TEST_METHODS } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';
import { PAYMENT_RATE_LIMITS } from '../payments/payments.service';
import { DONATION_RATE_LIMITS } from './donations.service';

let t: TestApp;
let programId: number;

beforeAll(async () => {
  ({ t, programId } = await openFundraisingApp());
});
afterAll(() => t.close());

const TOO_MANY_DONATIONS =
  'تعداد کمک‌های ثبت‌شده از سوی شما بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.';
const TOO_MANY_PAYMENTS =
  'تعداد درخواست‌های پرداخت بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.';

const guestBody = { programId: 0, amount: 5000, paymentMethod: TEST_METHODS.online, isAnonymous: true };

/** POST /api/donations from a given address. */
function donateFrom(address: string, headers: Record<string, string> = {}) {
  return t.app.fastify.inject({
    method: 'POST',
    url: '/api/donations',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ ...guestBody, programId }),
  });
}

function requestPaymentFrom(address: string, donationId: number, headers: Record<string, string> = {}) {
  return t.app.fastify.inject({
    method: 'POST',
    url: `/api/payments/zarinpal/request/${donationId}`,
    remoteAddress: address,
    headers,
  });
}

const rowsFrom = async () => (await t.db.select({ id: donations.id }).from(donations)).length;

describe('creating donations is limited', () => {
  it('a burst of guest donations from one address stops at the limit with the Persian 429', async () => {
    const { limit } = DONATION_RATE_LIMITS.guest;
    const before = await rowsFrom();
    const answers = await Promise.all(Array.from({ length: 60 }, () => donateFrom('10.1.0.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - limit);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ success: false, message: TOO_MANY_DONATIONS });
    expect((await rowsFrom()) - before).toBe(limit);
    // Another address is not affected.
    expect((await donateFrom('10.1.0.2')).statusCode).toBe(201);
  });

  it('a member is limited per account, wherever they come from, and GraphQL says RATE_LIMITED', async () => {
    await insertUser(t, '09120000951', { userType: 'DONOR' });
    const auth = bearer(await tokenFor(t, '09120000951'));
    const { limit } = DONATION_RATE_LIMITS.member;
    for (let i = 0; i < limit; i++) {
      expect((await donateFrom(`10.2.0.${i + 1}`, auth)).statusCode).toBe(201);
    }
    const refused = await donateFrom('10.2.1.1', auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_DONATIONS);
    const gql = await t.gql(
      graphql(
        `mutation DonationLimitsCreate($input: DonationInput!) { createDonation(input: $input) { id } }`,
      ),
      { input: { programId, amountToman: 5000, paymentMethod: TEST_METHODS.online } },
      auth,
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: TOO_MANY_DONATIONS,
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});

describe('gateway requests are limited', () => {
  it('a stranger asking 20 times for one guest donation is stopped per donation', async () => {
    const created = await donateFrom('10.3.0.1');
    const donationId = created.json().data.id as number;
    const { limit } = PAYMENT_RATE_LIMITS.donation;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestPaymentFrom(`10.3.1.${i + 1}`, donationId)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - limit);
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toBe(TOO_MANY_PAYMENTS);
    const attempts = await t.db.select().from(payments).where(eq(payments.donationId, donationId));
    expect(attempts).toHaveLength(limit);
  });

  it('one address asking for many donations is stopped per address', async () => {
    const { limit } = PAYMENT_RATE_LIMITS.guest;
    const ids: number[] = [];
    for (let i = 0; i <= limit; i++) {
      ids.push((await donateFrom(`10.4.0.${i + 1}`)).json().data.id as number);
    }
    for (const id of ids.slice(0, limit)) {
      expect((await requestPaymentFrom('10.4.9.9', id)).statusCode).toBe(200);
    }
    const refused = await requestPaymentFrom('10.4.9.9', ids[limit]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_PAYMENTS);
    expect((await requestPaymentFrom('10.4.9.8', ids[limit])).statusCode).toBe(200);
  });
});
