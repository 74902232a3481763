import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { otpCodes, users } from '../../db/schema';
import { bearer, captureSms, insertUser, PASSWORD, tokenFor, wrongCode } from '../../testing/accounts';
import { altered } from '../../testing/altered';
import { testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

let sms: ReturnType<typeof captureSms>;

const it = testWith({ OTP_IP_LIMIT_PER_HOUR: '1000' });

it.beforeAll(async ({ app }) => {
  sms = captureSms(app);
});

const requestCode = (app: TestApp, phoneNumber: string) =>
  app.rest('POST', '/api/auth/mobile-login', { phoneNumber, useOtp: true });
const verify = (app: TestApp, phoneNumber: string, otpCode: string) =>
  app.rest('POST', '/api/auth/verify-otp', { phoneNumber, otpCode, type: 'LOGIN' });

describe('login by phone and password', () => {
  it('signs in and answers token and user', async ({ app }) => {
    await insertUser(app, '09122220001');
    const response = await app.rest('POST', '/api/auth/mobile-login', {
      phoneNumber: '09122220001',
      password: PASSWORD,
      useOtp: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'ورود با موفقیت انجام شد!',
      data: { otpRequired: false, user: { phoneNumber: '09122220001', fullName: 'سارا احمدی' } },
    });
    expect(response.json().data.token).toMatch(/^ey/);
    expect(response.json().data.user).not.toHaveProperty('passwordHash');
  });

  it('gives the same 401 for a wrong password and an unknown number', async ({ app }) => {
    await insertUser(app, '09122220002');
    const wrong = await app.rest('POST', '/api/auth/mobile-login', {
      phoneNumber: '09122220002',
      password: 'wrong-password',
      useOtp: false,
    });
    const unknown = await app.rest('POST', '/api/auth/mobile-login', {
      phoneNumber: '09122229999',
      password: 'wrong-password',
      useOtp: false,
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'شماره موبایل یا رمز عبور نادرست است',
        data: null,
      });
    }
  });

  it('asks for the password only in password mode, with the spec messages', async ({ app }) => {
    const response = await app.rest('POST', '/api/auth/mobile-login', { phoneNumber: '', useOtp: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      phoneNumber: 'شماره موبایل الزامی است',
      password: 'رمز عبور الزامی است',
    });
  });

  it('refuses an inactive account with a 403 and its own message', async ({ app }) => {
    await insertUser(app, '09122220003', { isActive: false });
    const response = await app.rest('POST', '/api/auth/mobile-login', {
      phoneNumber: '09122220003',
      password: PASSWORD,
      useOtp: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('حساب کاربری شما غیرفعال است. لطفاً با پشتیبانی تماس بگیرید');
  });

  it('POST /auth/login accepts a phone number or an e-mail with the password', async ({ app }) => {
    await insertUser(app, '09122220004', { email: 'login.me@example.org' });
    const byEmail = await app.rest('POST', '/api/auth/login', {
      email: 'Login.Me@example.org',
      password: PASSWORD,
    });
    expect(byEmail.json().data.user.phoneNumber).toBe('09122220004');
    const byPhone = await app.gql(
      graphql(`mutation LoginByPhone($input: LoginInput!) { login(input: $input) { token user { email } } }`),
      { input: { phoneNumber: '+98 912 222 0004', password: PASSWORD } },
    );
    expect(byPhone.data?.login.user?.email).toBe('login.me@example.org');
    const neither = await app.rest('POST', '/api/auth/login', { password: PASSWORD });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('شماره موبایل یا ایمیل الزامی است');
    const wrong = await app.rest('POST', '/api/auth/login', {
      email: 'login.me@example.org',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('stops password guessing for a number after 10 failures in an hour (429)', async ({ app }) => {
    await insertUser(app, '09122220005');
    const attempt = (password: string) =>
      app.rest('POST', '/api/auth/mobile-login', { phoneNumber: '09122220005', password, useOtp: false });
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/بیش از حد مجاز/);
  });
});

describe('login by one-time code', () => {
  it('sends a code to a known number and signs in with it once', async ({ app }) => {
    await insertUser(app, '09123330001');
    const asked = await requestCode(app, '09123330001');
    expect(asked.json()).toEqual({
      success: true,
      message: 'کد تایید به شماره شما ارسال شد',
      data: { otpRequired: true, token: null, user: null, message: 'کد تایید به شماره شما ارسال شد' },
    });
    const code = sms.codeFor('09123330001');
    const [row] = await app.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, '09123330001'));
    expect(row.codeHash).not.toContain(code);
    const first = await verify(app, '09123330001', code);
    expect(first.json()).toMatchObject({ message: 'ورود با موفقیت انجام شد!', data: { otpRequired: false } });
    const again = await verify(app, '09123330001', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.otpCode).toBe(
      'کد تایید منقضی شده یا دیگر معتبر نیست. لطفاً کد جدید دریافت کنید',
    );
  });

  it('answers an unknown number exactly like a known one, and sends nothing', async ({ app }) => {
    const before = sms.sent.length;
    const unknown = await requestCode(app, '09123339999');
    await insertUser(app, '09123330002');
    const known = await requestCode(app, '09123330002');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(sms.sent.slice(before).map((s) => s.phoneNumber)).toEqual(['09123330002']);
    const sendAgain = await app.rest('POST', '/api/auth/send-otp', { phoneNumber: '09123339998' });
    expect(sendAgain.json()).toEqual({
      success: true,
      message: 'کد تایید به شماره شما ارسال شد',
      data: null,
    });
  });

  it('says a wrong code is wrong, and an expired code is expired', async ({ app }) => {
    await insertUser(app, '09123330003');
    await requestCode(app, '09123330003');
    const code = sms.codeFor('09123330003');
    const wrong = await verify(app, '09123330003', wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'کد تایید نادرست است',
      errors: { otpCode: 'کد تایید نادرست است' },
    });
    await app.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.phoneNumber, '09123330003'));
    const late = await verify(app, '09123330003', code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/منقضی/);
  });

  it('checks the code format with the spec messages', async ({ app }) => {
    const empty = await verify(app, '09123330004', '');
    expect(empty.json().errors).toEqual({ otpCode: 'کد تایید الزامی است' });
    const short = await verify(app, '09123330004', '123');
    expect(short.json().errors).toEqual({ otpCode: 'کد تایید باید شش رقم باشد' });
    const signup = await app.rest('POST', '/api/auth/verify-otp', {
      phoneNumber: '09123330004',
      otpCode: '12',
      type: 'SIGNUP',
    });
    expect(signup.json().errors).toEqual({ otpCode: 'کد تایید باید ۶ رقم باشد' });
    const persianDigits = await verify(app, '09123330004', '۱۲۳۴۵۶');
    expect(persianDigits.json().message).not.toBe('کد تایید باید شش رقم باشد');
  });

  it('kills a code after 5 wrong guesses sent in parallel', async ({ app }) => {
    await insertUser(app, '09123330005');
    await requestCode(app, '09123330005');
    const code = sms.codeFor('09123330005');
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () => verify(app, '09123330005', wrongCode(code))),
    );
    const messages = guesses.map((g) => g.json().message);
    expect(messages.filter((m) => m === 'کد تایید نادرست است')).toHaveLength(5);
    const right = await verify(app, '09123330005', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/منقضی/);
    const [row] = await app.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, '09123330005'));
    expect(row.attempts).toBe(5);
  });

  it('counts every guess made as an alias of one GraphQL request, so aliases cannot multiply tries', async ({
    app,
  }) => {
    await insertUser(app, '09123330006');
    await requestCode(app, '09123330006');
    const code = sms.codeFor('09123330006');
    const aliases = Array.from(
      { length: 10 },
      (_, i) =>
        `g${i}: verifyOtp(input: { phoneNumber: "09123330006", otpCode: "${wrongCode(code)}", type: "LOGIN" }) { token }`,
    ).join('\n');
    const attempts = async () =>
      (await app.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, '09123330006')))[0].attempts;
    let reportedWrong = 0;
    for (let request = 0; request < 6; request++) {
      const answer = await app.gql(`mutation { ${aliases} }`);
      reportedWrong += answer.errors?.filter((e) => e.message === 'کد تایید نادرست است').length ?? 0;
      // Every guess that ran was counted (a failed non-null mutation stops the ones after it).
      expect(await attempts()).toBe(Math.min(reportedWrong, 5));
    }
    expect(reportedWrong).toBe(5);
    const right = await verify(app, '09123330006', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/منقضی/);
  });

  it('lets two parallel submissions of the right code sign in only once', async ({ app }) => {
    await insertUser(app, '09123330007');
    await requestCode(app, '09123330007');
    const code = sms.codeFor('09123330007');
    const [a, b] = await Promise.all([verify(app, '09123330007', code), verify(app, '09123330007', code)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it('sends no code to an inactive account, so it cannot sign in', async ({ app }) => {
    await insertUser(app, '09123330008', { isActive: false });
    const before = sms.sent.length;
    expect((await requestCode(app, '09123330008')).statusCode).toBe(200);
    expect(sms.sent.length).toBe(before);
  });

  it('waits 60 seconds between codes for one number (429 in Persian)', async ({ app }) => {
    await insertUser(app, '09123330009');
    expect((await requestCode(app, '09123330009')).statusCode).toBe(200);
    const soon = await requestCode(app, '09123330009');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^لطفاً [۰-۹]+ ثانیه دیگر برای دریافت کد جدید تلاش کنید$/);
    await app.db
      .update(otpCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(otpCodes.phoneNumber, '09123330009'));
    expect((await requestCode(app, '09123330009')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout ends the session at once: the same token stops working on both doors', async ({ app }) => {
    await insertUser(app, '09124440001');
    const token = await tokenFor(app, '09124440001');
    expect((await app.rest('GET', '/api/user/profile', undefined, bearer(token))).statusCode).toBe(200);
    const out = await app.rest('POST', '/api/auth/logout', undefined, bearer(token));
    expect(out.json()).toEqual({ success: true, message: 'با موفقیت خارج شدید', data: null });
    const after = await app.rest('GET', '/api/user/profile', undefined, bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('لطفاً وارد حساب کاربری خود شوید');
    const me = await app.gql(graphql(`query LoginMe { me { id } }`), {}, bearer(token));
    expect(me.data).toEqual({ me: null });
    const mine = await app.gql(graphql(`query LoginMyProfile { myProfile { id } }`), {}, bearer(token));
    expect(mine.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("a deactivated or deleted user's token stops working", async ({ app }) => {
    const inactive = await insertUser(app, '09124440002');
    const deleted = await insertUser(app, '09124440003');
    const tokens = [await tokenFor(app, '09124440002'), await tokenFor(app, '09124440003')];
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    for (const token of tokens) {
      expect((await app.rest('GET', '/api/user/profile', undefined, bearer(token))).statusCode).toBe(401);
    }
  });

  it('refuses tampered, foreign and malformed tokens', async ({ app }) => {
    await insertUser(app, '09124440004');
    const token = await tokenFor(app, '09124440004');
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${altered(signature)}`;
    const other = await createTestApp();
    try {
      await insertUser(other, '09124440004');
      const foreign = await tokenFor(other, '09124440004');
      for (const bad of [forged, foreign, 'not-a-jwt', '']) {
        const response = await app.rest('GET', '/api/user/profile', undefined, bearer(bad));
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await other.close();
    }
  });
});
