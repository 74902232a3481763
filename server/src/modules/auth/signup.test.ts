import { count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notifications, otpCodes, users } from '../../db/schema';
import { bearer, captureSms, insertUser } from '../../testing/accounts';
import { testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

let sms: ReturnType<typeof captureSms>;

const it = testWith({ OTP_IP_LIMIT_PER_HOUR: '1000' });

it.beforeAll(async ({ app }) => {
  sms = captureSms(app);
});

const form = (phoneNumber: string, extra: Record<string, unknown> = {}) => ({
  userType: 'STUDENT',
  firstName: 'مریم',
  lastName: 'کریمی',
  email: `Maryam.${phoneNumber}@Example.org`,
  phoneNumber,
  password: 'secret123',
  educationLevel: 'HIGH_SCHOOL',
  ...extra,
});

const userCount = async (app: TestApp) => (await app.db.select({ n: count() }).from(users))[0].n;
const codeCount = async (app: TestApp) => (await app.db.select({ n: count() }).from(otpCodes))[0].n;

describe('signup with a one-time code (the default)', () => {
  it('sends a code, creates nothing until it is verified, then signs the new member in', async ({ app }) => {
    const before = await userCount(app);
    const response = await app.rest(
      'POST',
      '/api/auth/signup',
      form('۰۹۱۲ ۱۱۱ ۰۰۰۱', { email: 'Maryam.K@Example.org' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'کد تایید به شماره شما ارسال شد',
      data: { otpRequired: true, token: null, user: null },
    });
    expect(await userCount(app)).toBe(before);
    const code = sms.codeFor('09121110001');
    expect(code).toMatch(/^\d{6}$/);
    expect(response.body).not.toContain(code);

    const verified = await app.rest('POST', '/api/auth/verify-otp', {
      phoneNumber: '09121110001',
      otpCode: code,
      type: 'SIGNUP',
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.message).toBe('حساب کاربری با موفقیت ایجاد و تایید شد!');
    expect(body.data).toMatchObject({
      otpRequired: false,
      user: {
        firstName: 'مریم',
        email: 'maryam.k@example.org',
        phoneNumber: '09121110001',
        userType: 'STUDENT',
        educationLevel: 'HIGH_SCHOOL',
        phoneVerified: true,
        totalDonations: 0,
        totalDonationCount: 0,
        programStats: [],
      },
    });
    const me = await app.gql(graphql(`query SignupMe { me { phoneNumber } }`), {}, bearer(body.data.token));
    expect(me.data?.me?.phoneNumber).toBe('09121110001');
    const welcome = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, body.data.user.id));
    expect(welcome.map((n) => n.title)).toEqual(['خوش آمدید!']);
  });

  // Issue 9 (item 5): a new code no longer voids the one already sent; once one is used, the rest stop working.
  it('resends a pending signup code on send-otp SIGNUP; the earlier code stays valid until one is used', async ({
    app,
  }) => {
    await app.rest('POST', '/api/auth/signup', form('09121110002'));
    const first = sms.codeFor('09121110002');
    await app.db.update(otpCodes).set({ createdAt: new Date(Date.now() - 61_000) });
    const resend = await app.gql(
      graphql(
        `mutation SignupResend { sendOtp(input: { phoneNumber: "09121110002", type: "SIGNUP" }) { ok message } }`,
      ),
    );
    expect(resend.data?.sendOtp.message).toBe('کد تایید به شماره شما ارسال شد');
    const second = sms.codeFor('09121110002');
    const ok = await app.rest('POST', '/api/auth/verify-otp', {
      phoneNumber: '09121110002',
      otpCode: first,
      type: 'SIGNUP',
    });
    expect(ok.json().data.user.phoneNumber).toBe('09121110002');
    const old = await app.rest('POST', '/api/auth/verify-otp', {
      phoneNumber: '09121110002',
      otpCode: second,
      type: 'SIGNUP',
    });
    expect(old.statusCode).toBe(400);
  });

  it('refuses ADMIN with a clear 400 and stores nothing', async ({ app }) => {
    const [users0, codes0] = [await userCount(app), await codeCount(app)];
    const response = await app.rest('POST', '/api/auth/signup', form('09121110003', { userType: 'ADMIN' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'ثبت‌نام با نوع کاربری «مدیر» امکان‌پذیر نیست',
      errors: { userType: 'ثبت‌نام با نوع کاربری «مدیر» امکان‌پذیر نیست' },
    });
    expect([await userCount(app), await codeCount(app)]).toEqual([users0, codes0]);
  });

  it('answers every bad field with its Persian message, through both doors', async ({ app }) => {
    const response = await app.rest('POST', '/api/auth/signup', {
      userType: '',
      firstName: 'a',
      email: 'not-an-email',
      phoneNumber: '12345',
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      userType: 'لطفاً نوع کاربر را انتخاب کنید',
      firstName: 'نام باید حداقل ۲ کاراکتر باشد',
      lastName: 'نام خانوادگی الزامی است',
      email: 'فرمت ایمیل نادرست است',
      phoneNumber: 'فرمت شماره موبایل نادرست است',
      password: 'رمز عبور باید حداقل ۶ کاراکتر باشد',
    });
    const gql = await app.gql(
      graphql(`mutation SignupStaffOnly { signup(input: { userType: "STAFF" }) { otpRequired } }`),
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { firstName: 'نام الزامی است', phoneNumber: 'شماره موبایل الزامی است' },
    });
    const junk = await app.rest('POST', '/api/auth/signup', { firstName: 42 });
    expect(junk.statusCode).toBe(400);
  });

  // Issue 9 (item 5): the 409 used to come before any code, an open oracle of who is a member.
  it('answers a duplicate phone number or e-mail like a fresh signup; the 409 comes only with the code', async ({
    app,
  }) => {
    await insertUser(app, '09121110004', { email: 'taken@example.org' });
    const fresh = await app.rest('POST', '/api/auth/signup', form('09121110008'));
    const users0 = await userCount(app);
    const both = await app.rest(
      'POST',
      '/api/auth/signup',
      form('09121110004', { email: 'TAKEN@example.org' }),
    );
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual(fresh.json());
    const bothGql = await app.gql(
      graphql(`mutation SignupTaken($input: SignupInput!) { signup(input: $input) { otpRequired message } }`),
      { input: form('09121110009', { email: 'taken@example.org' }) },
    );
    expect(bothGql).toEqual({
      data: { signup: { otpRequired: true, message: 'کد تایید به شماره شما ارسال شد' } },
    });
    const ownersCode = sms.codeFor('09121110004');
    const verified = await app.rest('POST', '/api/auth/verify-otp', {
      phoneNumber: '09121110004',
      otpCode: ownersCode,
      type: 'SIGNUP',
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().errors).toEqual({
      phoneNumber: 'این شماره موبایل قبلاً ثبت شده است',
      email: 'این ایمیل قبلاً ثبت شده است',
    });
    const email = await app.rest(
      'POST',
      '/api/auth/signup',
      form('09121110005', { email: 'taken@example.org' }),
    );
    expect(email.json()).toEqual(fresh.json());
    const emailVerified = await app.rest('POST', '/api/auth/verify-otp', {
      phoneNumber: '09121110005',
      otpCode: sms.codeFor('09121110005'),
      type: 'SIGNUP',
    });
    expect(emailVerified.statusCode).toBe(409);
    expect(emailVerified.json()).toMatchObject({ message: 'این ایمیل قبلاً ثبت شده است' });
    expect(await userCount(app)).toBe(users0);
  });

  it('a pending signup whose phone was taken meanwhile is refused at verification', async ({ app }) => {
    await app.rest('POST', '/api/auth/signup', form('09121110006'));
    const code = sms.codeFor('09121110006');
    await insertUser(app, '09121110006', { email: 'other@example.org' });
    const response = await app.rest('POST', '/api/auth/verify-otp', {
      phoneNumber: '09121110006',
      otpCode: code,
      type: 'SIGNUP',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('این شماره موبایل قبلاً ثبت شده است');
  });
});

describe('signup without a code (SIGNUP_REQUIRES_OTP=false)', () => {
  it('creates the account and signs in at once', async () => {
    const direct = await createTestApp({ SIGNUP_REQUIRES_OTP: 'false' });
    try {
      const answer = await direct.gql(
        graphql(`mutation SignupDirect { signup(input: { userType: "DONOR", firstName: "علی", lastName: "رضایی",
          email: "ali@example.org", phoneNumber: "09121110007", password: "secret123", organization: "شرکت" })
          { otpRequired token message user { userType organization } } }`),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.signup).toMatchObject({
        otpRequired: false,
        message: 'حساب کاربری با موفقیت ایجاد شد!',
        user: { userType: 'DONOR', organization: 'شرکت' },
      });
      const profile = await direct.rest(
        'GET',
        '/api/user/profile',
        undefined,
        bearer(answer.data?.signup.token),
      );
      expect(profile.json().data.phoneVerified).toBe(false);
    } finally {
      await direct.close();
    }
  });
});
