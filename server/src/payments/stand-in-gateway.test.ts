import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_PREFIX, TEST_MERCHANT_ID } from '../config/payments-config';
import { testWith } from '../testing/fixtures';
import type { TestApp } from '../testing/test-app';
import { registerStandInGateway } from './stand-in-gateway';
import { GatewayUnavailableError, ZarinpalClient, ZarinpalError } from './zarinpal-client';

const app = Fastify({ logger: false });
const client = new ZarinpalClient('http://gateway.test/zp');
const OTHER_MERCHANT = '3f5c2d1e-8a9b-4c7d-9e0f-112233445566';
/** The tests that need the whole app take it from here (fixtures are set at the top of a file). */
const inApp = testWith({ PUBLIC_URL: 'http://shop.test:8080', ALLOWED_ORIGINS: 'https://other.example' });

beforeAll(async () => {
  await registerStandInGateway(app, '/zp');
  await app.ready();
  client.fetch = async (input, init) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string,
    });
    return new Response(response.body, { status: response.statusCode });
  };
});
afterAll(() => app.close());

const start = (amount = 50_000) =>
  client.request({
    merchantId: TEST_MERCHANT_ID,
    amount,
    callbackUrl: 'http://site.test/api/payments/zarinpal/callback',
    description: 'کمک',
    mobile: '09120000000',
  });
const pay = (authority: string) => app.inject({ method: 'POST', url: `/zp/pg/StartPay/${authority}/pay` });
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ZarinpalError ? error.code : String(error);
  }
};

describe('the stand-in gateway through the ZarinPal client', () => {
  it('verifies a paid attempt with 100, then 101 with the same reference', async () => {
    const { authority } = await start();
    expect(await codeOf(client.verify({ merchantId: TEST_MERCHANT_ID, amount: 50_000, authority }))).toBe(
      -51,
    );
    expect((await pay(authority)).headers.location).toBe(
      `http://site.test/api/payments/zarinpal/callback?Authority=${authority}&Status=OK`,
    );
    const first = await client.verify({ merchantId: TEST_MERCHANT_ID, amount: 50_000, authority });
    const second = await client.verify({ merchantId: TEST_MERCHANT_ID, amount: 50_000, authority });
    expect(first).toMatchObject({ code: 100, cardPan: '502229******5995' });
    expect(second).toMatchObject({ code: 101, refId: first.refId });
  });

  it('answers -50 for another amount, -53 for another merchant, -54 for an unknown authority', async () => {
    const { authority } = await start(20_000);
    await pay(authority);
    expect(await codeOf(client.verify({ merchantId: TEST_MERCHANT_ID, amount: 20_010, authority }))).toBe(
      -50,
    );
    expect(await codeOf(client.verify({ merchantId: OTHER_MERCHANT, amount: 20_000, authority }))).toBe(-53);
    expect(
      await codeOf(client.verify({ merchantId: TEST_MERCHANT_ID, amount: 20_000, authority: 'S1' })),
    ).toBe(-54);
    expect(new ZarinpalError(-50, '').definite).toBe(true);
    expect(new ZarinpalError(-12, '').definite).toBe(false);
  });

  it('refuses a bad merchant or amount on request, and lists paid but unverified attempts', async () => {
    expect(
      await codeOf(
        client.request({ merchantId: 'x', amount: 50_000, callbackUrl: 'http://a.b', description: 'd' }),
      ),
    ).toBe(-10);
    expect(await codeOf(start(500))).toBe(-9);
    const { authority } = await start(30_000);
    await pay(authority);
    const list = await client.unverified(TEST_MERCHANT_ID);
    expect(list).toContainEqual(expect.objectContaining({ authority, amount: 30_000 }));
    expect(await client.unverified(OTHER_MERCHANT)).toEqual([]);
  });

  it('a cancelled attempt redirects with NOK and cannot be paid any more', async () => {
    const { authority } = await start();
    const cancelled = await app.inject({ method: 'POST', url: `/zp/pg/StartPay/${authority}/cancel` });
    expect(cancelled.headers.location).toContain('Status=NOK');
    expect((await pay(authority)).headers.location).toContain('Status=NOK');
    expect((await app.inject({ method: 'GET', url: `/zp/pg/StartPay/${authority}` })).statusCode).toBe(404);
  });

  it('maps an unreachable or garbled gateway to GatewayUnavailableError', async () => {
    const down = new ZarinpalClient('http://gateway.test', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(
      down.verify({ merchantId: TEST_MERCHANT_ID, amount: 1, authority: 'S' }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    const garbled = new ZarinpalClient('http://gateway.test', async () => new Response('<html>'));
    await expect(
      garbled.request({
        merchantId: TEST_MERCHANT_ID,
        amount: 1000,
        callbackUrl: 'http://a',
        description: 'd',
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('the stand-in mounted in the app', () => {
  const request = (t: TestApp, callbackUrl: string) =>
    t.app.fastify.inject({
      method: 'POST',
      url: `${STAND_IN_PREFIX}/pg/v4/payment/request.json`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        merchant_id: TEST_MERCHANT_ID,
        amount: 50_000,
        callback_url: callbackUrl,
        description: 'کمک',
      }),
    });

  inApp.for([
    'https://evil.example/api/payments/zarinpal/callback',
    'http://shop.test:8081/api/payments/zarinpal/callback',
    'http://shop.test.evil.example:8080/callback',
    'javascript:alert(1)',
  ])('refuses to send a payer back to %s (-9, no attempt)', async (callbackUrl, { app: t }) => {
    const answer = (await request(t, callbackUrl)).json();
    expect(answer.errors).toMatchObject({ code: -9 });
    expect(answer.data).toEqual([]);
  });

  inApp.for([
    'http://shop.test:8080/api/payments/zarinpal/callback',
    'https://other.example/api/payments/zarinpal/callback',
  ])('sends a payer back to the site’s own origins: %s', async (callbackUrl, { app: t }) => {
    const { data } = (await request(t, callbackUrl)).json();
    const paid = await t.app.fastify.inject({
      method: 'POST',
      url: `${STAND_IN_PREFIX}/pg/StartPay/${data.authority}/pay`,
    });
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe(`${callbackUrl}?Authority=${data.authority}&Status=OK`);
  });
});
