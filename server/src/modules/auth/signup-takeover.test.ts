import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../db/schema';
import { captureSms } from '../../testing/accounts';
import { AUTH_DOORS, type AuthDoor } from '../../testing/auth-doors';
import { testWith } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

let sms: ReturnType<typeof captureSms>;

// No cooldown, so the attacker's form arrives while the victim's code is still valid.
const it = testWith({ OTP_IP_LIMIT_PER_HOUR: '1000', OTP_RESEND_COOLDOWN_SECONDS: '0' });

it.beforeAll(({ app }) => {
  sms = captureSms(app);
});

const VICTIM = '10.1.0.1';
const ATTACKER = '10.6.6.6';

const form = (phoneNumber: string, who: 'victim' | 'attacker') => ({
  userType: 'DONOR',
  firstName: who === 'victim' ? 'مریم' : 'مهاجم',
  lastName: 'کریمی',
  email: `${who}.${phoneNumber}@example.org`,
  phoneNumber,
  password: `${who}-password`,
});

let nextPhone = 0;
const freshPhone = (door: string) =>
  `0912777${door === 'REST' ? 1 : 2}${String(nextPhone++).padStart(3, '0')}`;

describe.each(AUTH_DOORS)('a pending signup cannot be taken over (%s)', (doorName, doorOn) => {
  async function expectVictimOwns(app: TestApp, door: () => AuthDoor, phoneNumber: string) {
    const [account] = await app.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(account.email).toBe(`victim.${phoneNumber}@example.org`);
    expect(account.firstName).toBe('مریم');
    const victim = await door().passwordLogin({ phoneNumber }, 'victim-password', VICTIM);
    expect(victim.status).toBe(200);
    const byPhone = await door().passwordLogin({ phoneNumber }, 'attacker-password', ATTACKER);
    expect(byPhone.status).toBe(401);
    const byEmail = await door().passwordLogin(
      { email: `attacker.${phoneNumber}@example.org` },
      'attacker-password',
      ATTACKER,
    );
    expect(byEmail.status).toBe(401);
  }

  it("the victim's code creates the victim's account, not the later form's", async ({ app }) => {
    const door = () => doorOn(app);
    const phone = freshPhone(doorName);
    expect((await door().signup(form(phone, 'victim'), VICTIM)).status).toBe(200);
    const victimCode = sms.codeFor(phone);
    const attacker = await door().signup(form(phone, 'attacker'), ATTACKER);
    expect(attacker).toMatchObject({ status: 200, message: 'کد تایید به شماره شما ارسال شد' });
    const verified = await door().verify(phone, victimCode, 'SIGNUP', VICTIM);
    expect(verified.status).toBe(200);
    expect(verified.data?.user).toMatchObject({ email: `victim.${phone}@example.org` });
    await expectVictimOwns(app, door, phone);
  });

  it("a resend re-sends for the victim's form, never the attacker's", async ({ app }) => {
    const door = () => doorOn(app);
    const phone = freshPhone(doorName);
    await door().signup(form(phone, 'victim'), VICTIM);
    await door().signup(form(phone, 'attacker'), ATTACKER);
    expect((await door().sendOtp(phone, 'SIGNUP', VICTIM)).status).toBe(200);
    const resent = sms.codeFor(phone);
    const verified = await door().verify(phone, resent, 'SIGNUP', VICTIM);
    expect(verified.status).toBe(200);
    await expectVictimOwns(app, door, phone);
  });

  it("the victim cannot confirm the attacker's form with a code pushed to their phone", async ({ app }) => {
    const door = () => doorOn(app);
    const phone = freshPhone(doorName);
    await door().signup(form(phone, 'victim'), VICTIM);
    const victimCode = sms.codeFor(phone);
    await door().signup(form(phone, 'attacker'), ATTACKER);
    const attackersCode = sms.codeFor(phone);
    await door().sendOtp(phone, 'SIGNUP', ATTACKER);
    for (const pushed of [attackersCode, sms.codeFor(phone)]) {
      const refused = await door().verify(phone, pushed, 'SIGNUP', VICTIM);
      expect(refused).toMatchObject({ status: 400, message: 'کد تایید نادرست است' });
    }
    expect(await app.db.select().from(users).where(eq(users.phoneNumber, phone))).toEqual([]);
    expect((await door().verify(phone, victimCode, 'SIGNUP', VICTIM)).status).toBe(200);
    await expectVictimOwns(app, door, phone);
  });

  it('when the attacker came first, the victim still gets their own account (own code or resend)', async ({
    app,
  }) => {
    const door = () => doorOn(app);
    const own = freshPhone(doorName);
    await door().signup(form(own, 'attacker'), ATTACKER);
    await door().signup(form(own, 'victim'), VICTIM);
    expect((await door().verify(own, sms.codeFor(own), 'SIGNUP', VICTIM)).status).toBe(200);
    await expectVictimOwns(app, door, own);

    const resend = freshPhone(doorName);
    await door().signup(form(resend, 'attacker'), ATTACKER);
    await door().signup(form(resend, 'victim'), VICTIM);
    await door().sendOtp(resend, 'SIGNUP', VICTIM);
    expect((await door().verify(resend, sms.codeFor(resend), 'SIGNUP', VICTIM)).status).toBe(200);
    await expectVictimOwns(app, door, resend);
  });
});
