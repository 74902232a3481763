import { describe, expect, vi } from 'vitest';
import { captureSms, insertUser } from '../../testing/accounts';
import { testWith } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

const it = testWith({
  OTP_DAILY_LIMIT: '2',
  // Issue 9: the daily cap counts per number and address; the number's ceiling over all addresses is this.
  OTP_PHONE_DAILY_CEILING: '2',
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  OTP_IP_LIMIT_PER_HOUR: '4',
});

it.beforeAll(({ app }) => {
  captureSms(app);
});

const send = (app: TestApp, phoneNumber: string, remoteAddress: string) =>
  app.app.fastify.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ phoneNumber, type: 'LOGIN' }),
  });

describe('one-time code limits', () => {
  it('caps the codes one number gets in a day, known or unknown alike', async ({ app }) => {
    await insertUser(app, '09125550001');
    for (const phone of ['09125550001', '09125559999']) {
      expect((await send(app, phone, '10.0.0.1')).statusCode).toBe(200);
      expect((await send(app, phone, '10.0.0.2')).statusCode).toBe(200);
      const third = await send(app, phone, '10.0.0.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(
        'تعداد درخواست‌های کد تایید برای این شماره امروز به حد مجاز رسیده است',
      );
    }
  });

  it('limits the codes one client address asks for in an hour', async ({ app }) => {
    const phones = ['09125550011', '09125550012', '09125550013', '09125550014', '09125550015'];
    const answers = [];
    for (const phone of phones) answers.push((await send(app, phone, '10.0.0.9')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const other = await send(app, '09125550016', '10.0.0.10');
    expect(other.statusCode).toBe(200);
  });

  it('answers 503 in Persian when the SMS provider fails, and lets the user ask again at once', async ({
    app,
  }) => {
    await insertUser(app, '09125550021');
    const failing = vi
      .spyOn(app.app.services.sms, 'sendOtp')
      .mockRejectedValueOnce(new Error('provider down'));
    const failed = await send(app, '09125550021', '10.0.0.20');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('ارسال کد تایید ناموفق بود. لطفاً دوباره تلاش کنید');
    failing.mockResolvedValue();
    expect((await send(app, '09125550021', '10.0.0.20')).statusCode).toBe(200);
  });
});
