import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema';
import { captureSms, insertUser, PASSWORD, wrongCode } from '../../testing/accounts';
import { authDoors } from '../../testing/auth-doors';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOO_MANY_LOGINS = 'تعداد تلاش‌های ورود بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید';
const DAILY_LIMIT = 'تعداد درخواست‌های کد تایید برای این شماره امروز به حد مجاز رسیده است';

let t: TestApp;
let sms: ReturnType<typeof captureSms>;

beforeAll(async () => {
  t = await createTestApp({
    OTP_IP_LIMIT_PER_HOUR: '1000',
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    OTP_DAILY_LIMIT: '2',
    OTP_PHONE_DAILY_CEILING: '5',
    LOGIN_ACCOUNT_FAILURES_PER_HOUR: '15',
  });
  sms = captureSms(t);
});
afterAll(() => t.close());

const [[, rest]] = authDoors(() => t);
const wrong = (phoneNumber: string, address: string) =>
  rest().passwordLogin({ phoneNumber }, 'wrong-password', address);

describe('password guessing slows a stranger but does not lock the owner out', () => {
  it("a stranger's failures from one address do not stop the owner at another", async () => {
    await insertUser(t, '09125550101');
    const stranger = [];
    for (let i = 0; i < 11; i++) stranger.push((await wrong('09125550101', '10.2.0.1')).status);
    expect(stranger).toEqual([...Array(10).fill(401), 429]);
    const owner = await rest().passwordLogin({ phoneNumber: '09125550101' }, PASSWORD, '10.2.0.2');
    expect(owner.status).toBe(200);
  });

  it('parallel guesses get no more tries than sequential ones', async () => {
    await insertUser(t, '09125550104');
    // 14 stays under this app's account (15) and address (20) budgets: only the per-account-and-address 10 bites.
    const answers = await Promise.all(Array.from({ length: 14 }, () => wrong('09125550104', '10.2.1.1')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('a phone number and its e-mail share one budget', async () => {
    await insertUser(t, '09125550102', { email: 'one.budget@example.org' });
    for (let i = 0; i < 5; i++) expect((await wrong('09125550102', '10.2.0.3')).status).toBe(401);
    for (let i = 0; i < 5; i++) {
      const byEmail = await rest().passwordLogin(
        { email: 'one.budget@example.org' },
        'nope-nope',
        '10.2.0.3',
      );
      expect(byEmail.status).toBe(401);
    }
    const blocked = await rest().passwordLogin({ phoneNumber: '09125550102' }, PASSWORD, '10.2.0.3');
    expect(blocked).toMatchObject({ status: 429, message: TOO_MANY_LOGINS });
  });

  it('limits password spraying across 30 accounts from one address', async () => {
    const phones = Array.from({ length: 30 }, (_, i) => `0912556${String(i).padStart(4, '0')}`);
    for (const phone of phones) await insertUser(t, phone);
    const answers = [];
    for (const phone of phones) answers.push((await wrong(phone, '10.2.0.9')).status);
    expect(answers).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
    const sprayed = await rest().passwordLogin({ phoneNumber: phones[0] }, PASSWORD, '10.2.0.9');
    expect(sprayed).toMatchObject({ status: 429, message: TOO_MANY_LOGINS });
    const elsewhere = await rest().passwordLogin({ phoneNumber: phones[0] }, PASSWORD, '10.2.0.10');
    expect(elsewhere.status).toBe(200);
  });

  it('failures from many addresses slow new addresses, but the owner signs in from a known one', async () => {
    await insertUser(t, '09125550103');
    const known = await rest().passwordLogin({ phoneNumber: '09125550103' }, PASSWORD, '10.3.0.1');
    expect(known.status).toBe(200);
    for (const [address, failures] of [
      ['10.3.1.1', 8],
      ['10.3.1.2', 7],
    ] as const) {
      for (let i = 0; i < failures; i++) expect((await wrong('09125550103', address)).status).toBe(401);
    }
    const fresh = await rest().passwordLogin({ phoneNumber: '09125550103' }, PASSWORD, '10.3.1.3');
    expect(fresh).toMatchObject({ status: 429, message: TOO_MANY_LOGINS });
    const owner = await rest().passwordLogin({ phoneNumber: '09125550103' }, PASSWORD, '10.3.0.1');
    expect(owner.status).toBe(200);
  });
});

describe("a stranger's one-time code requests", () => {
  it('do not retire the code the owner already holds', async () => {
    await insertUser(t, '09125550201');
    expect((await rest().sendOtp('09125550201', 'LOGIN', '10.4.0.1')).status).toBe(200);
    const held = sms.codeFor('09125550201');
    expect((await rest().sendOtp('09125550201', 'LOGIN', '10.4.0.2')).status).toBe(200);
    const verified = await rest().verify('09125550201', held, 'LOGIN', '10.4.0.1');
    expect(verified).toMatchObject({ status: 200, message: 'ورود با موفقیت انجام شد!' });
  });

  it('keep at most five live codes per number: the sixth retires the oldest', async () => {
    await insertUser(t, '09125550202');
    const codes = [];
    for (let i = 1; i <= 5; i++) {
      expect((await rest().sendOtp('09125550202', 'LOGIN', `10.4.1.${i}`)).status).toBe(200);
      codes.push(sms.codeFor('09125550202'));
    }
    // A sixth request hits the number's daily ceiling of 5, so lift it by ageing the rows a day.
    await t.db
      .update(otpCodes)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(otpCodes.phoneNumber, '09125550202'));
    expect((await rest().sendOtp('09125550202', 'LOGIN', '10.4.1.6')).status).toBe(200);
    const oldest = await rest().verify('09125550202', codes[0], 'LOGIN', '10.4.1.1');
    expect(oldest.status).toBe(400);
    expect((await rest().verify('09125550202', codes[1], 'LOGIN', '10.4.1.2')).status).toBe(200);
  });

  it("cannot spend the owner's daily codes: the cap counts per number and address", async () => {
    await insertUser(t, '09125550203');
    const stranger = [];
    for (let i = 0; i < 3; i++) stranger.push(await rest().sendOtp('09125550203', 'LOGIN', '10.5.0.9'));
    expect(stranger.map((s) => s.status)).toEqual([200, 200, 429]);
    expect(stranger[2].message).toBe(DAILY_LIMIT);
    const owner = await rest().sendOtp('09125550203', 'LOGIN', '10.5.0.1');
    expect(owner.status).toBe(200);
    const verified = await rest().verify('09125550203', sms.codeFor('09125550203'), 'LOGIN', '10.5.0.1');
    expect(verified.status).toBe(200);
  });

  it('still cap one number across all addresses against text-message bombing', async () => {
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push(await rest().sendOtp('09125550204', 'LOGIN', `10.5.1.${i}`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5].message).toBe(DAILY_LIMIT);
  });

  it('hold the per-address cap and the ceiling under parallel requests', async () => {
    const oneAddress = await Promise.all(
      Array.from({ length: 8 }, () => rest().sendOtp('09125550206', 'LOGIN', '10.5.2.1')),
    );
    expect(oneAddress.filter((a) => a.status === 200)).toHaveLength(2);
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => rest().sendOtp('09125550207', 'LOGIN', `10.5.3.${i}`)),
    );
    expect(many.filter((a) => a.status === 200)).toHaveLength(5);
    expect(many.filter((a) => a.status === 429).map((a) => a.message)).toEqual(Array(3).fill(DAILY_LIMIT));
  });

  it('a wrong guess still counts against every live code of the number', async () => {
    await insertUser(t, '09125550205');
    await rest().sendOtp('09125550205', 'LOGIN', '10.4.2.1');
    const first = sms.codeFor('09125550205');
    await rest().sendOtp('09125550205', 'LOGIN', '10.4.2.2');
    const second = sms.codeFor('09125550205');
    let guess = wrongCode(first);
    if (guess === second) guess = wrongCode(second);
    for (let i = 0; i < 5; i++) {
      expect((await rest().verify('09125550205', guess, 'LOGIN', '10.4.2.3')).message).toBe(
        'کد تایید نادرست است',
      );
    }
    for (const code of [first, second]) {
      expect((await rest().verify('09125550205', code, 'LOGIN', '10.4.2.1')).message).toMatch(/منقضی/);
    }
  });
});

describe("a stranger's wrong guesses", () => {
  it('kill at most two codes an hour from one address; the owner then signs in with the next', async () => {
    await insertUser(t, '09125550401');
    const strangerGuesses = async (code: string) => {
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(await rest().verify('09125550401', wrongCode(code), 'LOGIN', '10.8.0.9'));
      return answers;
    };
    // The owner asks from a new address each time (this app's daily cap is 2 per number and address).
    for (const owner of ['10.8.0.1', '10.8.0.2']) {
      expect((await rest().sendOtp('09125550401', 'LOGIN', owner)).status).toBe(200);
      const code = sms.codeFor('09125550401');
      expect((await strangerGuesses(code)).map((a) => a.message)).toEqual(
        Array(5).fill('کد تایید نادرست است'),
      );
      expect((await rest().verify('09125550401', code, 'LOGIN', owner)).message).toMatch(/منقضی/);
    }
    expect((await rest().sendOtp('09125550401', 'LOGIN', '10.8.0.3')).status).toBe(200);
    const code = sms.codeFor('09125550401');
    const refused = await strangerGuesses(code);
    expect(refused.map((a) => a.status)).toEqual(Array(5).fill(429));
    expect(refused[0].message).toBe(
      'تعداد تلاش‌های نادرست برای کد تایید بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید',
    );
    const owner = await rest().verify('09125550401', code, 'LOGIN', '10.8.0.3');
    expect(owner).toMatchObject({ status: 200, message: 'ورود با موفقیت انجام شد!' });
  });
});

describe('a stranger cannot hold the owner in the cooldown', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '1000' });
    captureSms(d);
  });
  afterAll(() => d.close());

  it("counts the 60 seconds per number and address: a stranger's request does not start the owner's wait", async () => {
    const [[, door]] = authDoors(() => d);
    await insertUser(d, '09125550301');
    expect((await door().sendOtp('09125550301', 'LOGIN', '10.7.0.9')).status).toBe(200);
    expect((await door().sendOtp('09125550301', 'LOGIN', '10.7.0.1')).status).toBe(200);
    const again = await door().sendOtp('09125550301', 'LOGIN', '10.7.0.1');
    expect(again.status).toBe(429);
    expect(again.message).toMatch(/^لطفاً [۰-۹]+ ثانیه دیگر برای دریافت کد جدید تلاش کنید$/);
  });
});
