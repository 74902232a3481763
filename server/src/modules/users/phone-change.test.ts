import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { bearer, captureSms, insertUser, PASSWORD, tokenFor, wrongCode } from '../../testing/accounts';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let sms: ReturnType<typeof captureSms>;
/** The same app without the resend cooldown, so two codes can go to one number in a row. */
let quick: TestApp;
let quickSms: ReturnType<typeof captureSms>;

beforeAll(async () => {
  t = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '1000' });
  sms = captureSms(t);
  quick = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '1000', OTP_RESEND_COOLDOWN_SECONDS: '0' });
  quickSms = captureSms(quick);
});
afterAll(async () => {
  await t.close();
  await quick.close();
});

async function member(phoneNumber: string) {
  const user = await insertUser(t, phoneNumber);
  return { user, auth: bearer(await tokenFor(t, phoneNumber)) };
}

const rowOf = async (id: number, app = t) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
const sentTo = (phoneNumber: string) => sms.sent.filter((s) => s.phoneNumber === phoneNumber).length;

const CODE_SENT = 'کد تایید به شماره موبایل جدید ارسال شد؛ شماره پس از وارد کردن کد تغییر می‌کند';
const CHANGED = 'شماره موبایل با موفقیت تغییر کرد';

describe('changing the profile phone number (REST)', () => {
  it('saves the other fields at once, keeps the old number and sends a code to the new one', async () => {
    const { user, auth } = await member('09131110001');
    const response = await t.rest(
      'PUT',
      '/api/user/profile',
      { firstName: 'نرگس', lastName: 'محمدی', phoneNumber: '۰۹۱۳۱۱۱۰۰۹۱', organization: 'مدرسه' },
      auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: CODE_SENT,
      data: {
        fullName: 'نرگس محمدی',
        organization: 'مدرسه',
        phoneNumber: '09131110001',
        pendingPhoneNumber: '09131110091',
      },
    });
    expect(sms.codeFor('09131110091')).toMatch(/^\d{6}$/);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ firstName: 'نرگس', phoneNumber: '09131110001' });
    // The old number still signs in; the new one does not yet.
    expect(await tokenFor(t, '09131110001')).toBeTruthy();
    const newNumber = await t.rest('POST', '/api/auth/mobile-login', {
      phoneNumber: '09131110091',
      password: PASSWORD,
      useOtp: false,
    });
    expect(newNumber.statusCode).toBe(401);
  });

  it('POST /user/phone/verify refuses a wrong code, then replaces the number (verified) with the right one', async () => {
    const { user, auth } = await member('09131110002');
    await t.rest(
      'PUT',
      '/api/user/profile',
      { firstName: 'سارا', lastName: 'احمدی', phoneNumber: '09131110092' },
      auth,
    );
    const code = sms.codeFor('09131110092');
    const wrong = await t.rest('POST', '/api/user/phone/verify', { otpCode: wrongCode(code) }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errors: { otpCode: 'کد تایید نادرست است' } });
    const short = await t.rest('POST', '/api/user/phone/verify', { otpCode: '12' }, auth);
    expect(short.json().errors).toEqual({ otpCode: 'کد تایید باید شش رقم باشد' });
    expect((await rowOf(user.id)).phoneNumber).toBe('09131110002');

    const ok = await t.rest('POST', '/api/user/phone/verify', { otpCode: code }, auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: CHANGED,
      data: { phoneNumber: '09131110092', phoneVerified: true, pendingPhoneNumber: null },
    });
    expect(await tokenFor(t, '09131110092')).toBeTruthy();
    const mine = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'SYSTEM')));
    expect(mine.map((n) => n.title)).toEqual(['شماره موبایل تغییر کرد']);
    // The code is spent.
    const again = await t.rest('POST', '/api/user/phone/verify', { otpCode: code }, auth);
    expect(again.statusCode).toBe(400);
  });

  it('answers a registered number like a free one; the conflict shows only after the code (409)', async () => {
    const { user, auth } = await member('09131110003');
    await insertUser(t, '09131110093');
    const response = await t.rest(
      'PUT',
      '/api/user/profile',
      { firstName: 'سارا', lastName: 'احمدی', phoneNumber: '09131110093' },
      auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(CODE_SENT);
    const taken = await t.rest(
      'POST',
      '/api/user/phone/verify',
      { otpCode: sms.codeFor('09131110093') },
      auth,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      message: 'این شماره موبایل قبلاً ثبت شده است',
      errors: { phoneNumber: 'این شماره موبایل قبلاً ثبت شده است' },
    });
    expect(await rowOf(user.id)).toMatchObject({ phoneNumber: '09131110003', pendingPhoneNumber: null });
  });

  it('checks the number again when the code is entered: taken in between, 409 and the old number stays', async () => {
    const { user, auth } = await member('09131110004');
    await t.rest(
      'PUT',
      '/api/user/profile',
      { firstName: 'سارا', lastName: 'احمدی', phoneNumber: '09131110094' },
      auth,
    );
    await insertUser(t, '09131110094');
    const taken = await t.rest(
      'POST',
      '/api/user/phone/verify',
      { otpCode: sms.codeFor('09131110094') },
      auth,
    );
    expect(taken.statusCode).toBe(409);
    expect((await rowOf(user.id)).phoneNumber).toBe('09131110004');
  });

  it('the same new number again within the cooldown keeps the code already sent; resend waits for it', async () => {
    const { auth } = await member('09131110005');
    const form = { firstName: 'سارا', lastName: 'احمدی', phoneNumber: '09131110095' };
    await t.rest('PUT', '/api/user/profile', form, auth);
    const code = sms.codeFor('09131110095');
    const again = await t.rest('PUT', '/api/user/profile', { ...form, lastName: 'کریمی' }, auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: CODE_SENT,
      data: { lastName: 'کریمی', pendingPhoneNumber: '09131110095' },
    });
    expect(sentTo('09131110095')).toBe(1);
    const resend = await t.rest('POST', '/api/user/phone/resend', undefined, auth);
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toMatch(/^لطفاً .+ ثانیه دیگر برای دریافت کد جدید تلاش کنید$/);
    const ok = await t.rest('POST', '/api/user/phone/verify', { otpCode: code }, auth);
    expect(ok.json().data.phoneNumber).toBe('09131110095');
  });

  it('a code is bound to the number pending now; the old number back cancels the change', async () => {
    const { user, auth } = await member('09131110006');
    const form = { firstName: 'سارا', lastName: 'احمدی' };
    await t.rest('PUT', '/api/user/profile', { ...form, phoneNumber: '09131110096' }, auth);
    const first = sms.codeFor('09131110096');
    await t.rest('PUT', '/api/user/profile', { ...form, phoneNumber: '09131110097' }, auth);
    const refused = await t.rest('POST', '/api/user/phone/verify', { otpCode: first }, auth);
    expect(refused.statusCode).toBe(400);

    const back = await t.rest('PUT', '/api/user/profile', { ...form, phoneNumber: '09131110006' }, auth);
    expect(back.json()).toMatchObject({
      message: 'پروفایل با موفقیت به‌روزرسانی شد!',
      data: { phoneNumber: '09131110006', pendingPhoneNumber: null },
    });
    const none = await t.rest(
      'POST',
      '/api/user/phone/verify',
      { otpCode: sms.codeFor('09131110097') },
      auth,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'شماره‌ی جدیدی در انتظار تایید نیست؛ ابتدا شماره موبایل را در پروفایل تغییر دهید',
    );
    expect((await rowOf(user.id)).phoneNumber).toBe('09131110006');
    const resend = await t.rest('POST', '/api/user/phone/resend', undefined, auth);
    expect(resend.statusCode).toBe(400);
  });

  it('limits new numbers per member (429, nothing sent beyond the limit)', async () => {
    const { auth } = await member('09131110007');
    const form = { firstName: 'سارا', lastName: 'احمدی' };
    for (let i = 0; i < 5; i++) {
      const ok = await t.rest('PUT', '/api/user/profile', { ...form, phoneNumber: `0913111017${i}` }, auth);
      expect(ok.statusCode).toBe(200);
    }
    const refused = await t.rest('PUT', '/api/user/profile', { ...form, phoneNumber: '09131110179' }, auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'درخواست‌های تغییر شماره موبایل بیش از حد مجاز است. لطفاً یک ساعت بعد دوباره تلاش کنید',
    );
    expect(sentTo('09131110179')).toBe(0);
  });

  it('guests are refused (401)', async () => {
    expect((await t.rest('POST', '/api/user/phone/verify', { otpCode: '123456' })).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/user/phone/resend')).statusCode).toBe(401);
  });
});

describe('changing the profile phone number (GraphQL)', () => {
  it('updateProfile leaves the number pending; confirmPhoneChange replaces it', async () => {
    const { auth } = await member('09131110008');
    const updated = await t.gql(
      graphql(`mutation PhoneChangeProfile($input: ProfileUpdateInput!) {
        updateProfile(input: $input) { firstName phoneNumber pendingPhoneNumber }
      }`),
      { input: { firstName: 'مینا', lastName: 'احمدی', phoneNumber: '09131110098' } },
      auth,
    );
    expect(updated.data?.updateProfile).toEqual({
      firstName: 'مینا',
      phoneNumber: '09131110008',
      pendingPhoneNumber: '09131110098',
    });
    const confirm = graphql(`mutation PhoneChangeConfirm($input: ConfirmPhoneChangeInput!) {
      confirmPhoneChange(input: $input) { phoneNumber phoneVerified pendingPhoneNumber }
    }`);
    const wrong = await t.gql(confirm, { input: { otpCode: wrongCode(sms.codeFor('09131110098')) } }, auth);
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'کد تایید نادرست است',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const ok = await t.gql(confirm, { input: { otpCode: sms.codeFor('09131110098') } }, auth);
    expect(ok.data?.confirmPhoneChange).toEqual({
      phoneNumber: '09131110098',
      phoneVerified: true,
      pendingPhoneNumber: null,
    });
  });
});

describe('races', () => {
  it('the same code entered twice at once changes the number once', async () => {
    const { user, auth } = await member('09131110009');
    await t.rest(
      'PUT',
      '/api/user/profile',
      { firstName: 'سارا', lastName: 'احمدی', phoneNumber: '09131110099' },
      auth,
    );
    const code = sms.codeFor('09131110099');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.rest('POST', '/api/user/phone/verify', { otpCode: code }, auth)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await rowOf(user.id)).toMatchObject({ phoneNumber: '09131110099', pendingPhoneNumber: null });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'SYSTEM')));
    expect(notes).toHaveLength(1);
  });

  it('two members confirming codes for one number at once: one gets it, the other keeps their own', async () => {
    const a = await insertUser(quick, '09131120001');
    const b = await insertUser(quick, '09131120002');
    const form = { firstName: 'سارا', lastName: 'احمدی', phoneNumber: '09131120099' };
    const authA = bearer(await tokenFor(quick, '09131120001'));
    const authB = bearer(await tokenFor(quick, '09131120002'));
    await quick.rest('PUT', '/api/user/profile', form, authA);
    const codeA = quickSms.codeFor('09131120099');
    const asked = await quick.rest('PUT', '/api/user/profile', form, authB);
    expect(asked.json().message).toBe(CODE_SENT);
    const codeB = quickSms.codeFor('09131120099');
    const answers = await Promise.all([
      quick.rest('POST', '/api/user/phone/verify', { otpCode: codeA }, authA),
      quick.rest('POST', '/api/user/phone/verify', { otpCode: codeB }, authB),
    ]);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The loser's code was spent by the winner's (400) or both passed and the unique index decided (409).
    expect(statuses.filter((s) => s === 400 || s === 409)).toHaveLength(1);
    const holders = await quick.db.select().from(users).where(eq(users.phoneNumber, '09131120099'));
    expect(holders).toHaveLength(1);
    const loser = holders[0].id === a.id ? b : a;
    expect((await rowOf(loser.id, quick)).phoneNumber).toBe(loser.phoneNumber);
  });

  it('a sign-up and a phone change finishing at once for one number: one account holds it, no 500', async () => {
    const a = await insertUser(quick, '09131120003');
    const authA = bearer(await tokenFor(quick, '09131120003'));
    const target = '09131120098';
    await quick.rest(
      'PUT',
      '/api/user/profile',
      { firstName: 'سارا', lastName: 'احمدی', phoneNumber: target },
      authA,
    );
    const changeCode = quickSms.codeFor(target);
    const signup = await quick.rest('POST', '/api/auth/signup', {
      userType: 'DONOR',
      firstName: 'مریم',
      lastName: 'کریمی',
      email: 'race.phone@example.org',
      phoneNumber: target,
      password: 'secret123',
    });
    expect(signup.statusCode).toBe(200);
    const signupCode = quickSms.codeFor(target);
    const [change, created] = await Promise.all([
      quick.rest('POST', '/api/user/phone/verify', { otpCode: changeCode }, authA),
      quick.rest('POST', '/api/auth/verify-otp', {
        phoneNumber: target,
        otpCode: signupCode,
        type: 'SIGNUP',
      }),
    ]);
    expect([200, 409]).toContain(change.statusCode);
    expect(created.statusCode).toBeLessThan(500);
    const holders = await quick.db.select().from(users).where(eq(users.phoneNumber, target));
    expect(holders).toHaveLength(1);
    if (change.statusCode === 409) {
      expect(change.json().errors).toEqual({ phoneNumber: 'این شماره موبایل قبلاً ثبت شده است' });
      expect(await rowOf(a.id, quick)).toMatchObject({ phoneNumber: '09131120003' });
    } else {
      expect(holders[0].id).toBe(a.id);
    }
  });
});
