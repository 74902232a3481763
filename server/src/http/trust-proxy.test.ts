import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../modules/contact/contact.service';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * TRUST_PROXY names the proxies in front of the app (a hop count or their addresses), never "every hop":
 * the left end of X-Forwarded-For is written by the client, so a forged one must not change the address
 * the per-address limits count.
 */
const contact = {
  name: 'سارا احمدی',
  email: 'sara@example.com',
  subject: 'help-request',
  message: 'سلام، برای فرزندم درخواست کمک آموزشی دارم.',
};
const OTP_PER_ADDRESS = 30;

describe.each([
  ['a hop count', '1', '127.0.0.1'],
  ['the proxies’ addresses', '192.0.2.10, 198.51.100.0/24', '198.51.100.7'],
])('TRUST_PROXY as %s (%s)', (_name, setting, proxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: setting });
  });
  afterAll(() => t.close());

  /** A request as the proxy forwards it: the client's forged hop, then the real address the proxy saw. */
  const viaProxy = (url: string, body: unknown, forged: string, real: string) =>
    t.app.fastify.inject({
      method: 'POST',
      url,
      remoteAddress: proxy,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${real}` },
      payload: JSON.stringify(body),
    });

  it('counts contact messages by the real address, whatever the client forges', async () => {
    const real = '203.0.113.5';
    for (let i = 1; i <= CONTACT_RATE_LIMIT.limit; i++) {
      const response = await viaProxy('/api/contact', contact, `10.9.1.${i}`, real);
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await viaProxy('/api/contact', contact, '10.9.1.99', real);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: CONTACT_RATE_LIMIT.message });
    // Another visitor behind the same proxy has a budget of their own.
    expect((await viaProxy('/api/contact', contact, '10.9.1.1', '203.0.113.6')).statusCode).toBe(201);
  });

  it('counts one-time codes by the real address, whatever the client forges', async () => {
    const real = '203.0.113.7';
    const send = (i: number) =>
      viaProxy(
        '/api/auth/send-otp',
        { phoneNumber: `0912${String(4400000 + i)}`, type: 'LOGIN' },
        `10.9.2.${i}`,
        real,
      );
    for (let i = 1; i <= OTP_PER_ADDRESS; i++) {
      const response = await send(i);
      expect(response.statusCode, response.body).toBe(200);
    }
    const over = await send(OTP_PER_ADDRESS + 1);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, data: null });
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '192.0.2.10' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from a client that is not one of them', async () => {
    const direct = (forged: string) =>
      t.app.fastify.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        payload: JSON.stringify(contact),
      });
    for (let i = 1; i <= CONTACT_RATE_LIMIT.limit; i++) {
      expect((await direct(`10.9.3.${i}`)).statusCode).toBe(201);
    }
    expect((await direct('10.9.3.99')).statusCode).toBe(429);
  });
});
