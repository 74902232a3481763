import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { testWith } from '../../testing/fixtures';

const it = testWith({ SIGNUP_REQUIRES_OTP: 'false' });

const form = {
  name: 'انجمن خیریه آموزشی نور دانش',
  shortName: 'نور دانش',
  phone: '۰۲۱-۸۸۷۷ ۶۶۹۹',
  email: 'hello@noordanesh.org',
  address: 'تهران، خیابان انقلاب',
  openingHours: 'شنبه تا چهارشنبه',
  social: { instagram: 'https://instagram.com/noordanesh', twitter: '' },
  signupRequiresOtp: true,
};

describe('site settings', () => {
  it('answers the defaults, the environment’s sign-up mode included, to anyone', async ({ app }) => {
    const response = await app.rest('GET', '/api/settings');
    expect(response.json().data).toMatchObject({
      phone: '02188776655',
      signupRequiresOtp: false,
      social: { instagram: null, twitter: null, linkedin: null, facebook: null },
    });
  });

  it('saves a checked form, audited, and sign-up follows the switch at once', async ({ app, asAdmin }) => {
    const saved = await app.rest('PUT', '/api/admin/settings', form, asAdmin.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'تنظیمات سایت ذخیره شد',
      data: {
        phone: '02188776699',
        social: { instagram: 'https://instagram.com/noordanesh', twitter: null },
      },
    });
    expect((await app.rest('GET', '/api/settings')).json().data.phone).toBe('02188776699');
    const signup = await app.rest('POST', '/api/auth/signup', {
      firstName: 'سارا',
      lastName: 'احمدی',
      email: 'new@example.org',
      phoneNumber: '09120005001',
      password: 'secret12',
      confirmPassword: 'secret12',
      userType: 'STUDENT',
    });
    expect(signup.json().data).toMatchObject({ otpRequired: true });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.objectType, 'settings'));
    expect(entry.changes).toMatchObject({
      phone: { before: '02188776655', after: '02188776699' },
      signupRequiresOtp: { before: false, after: true },
    });
  });

  it('refuses bad values with Persian messages on their fields, and members', async ({ app, asAdmin }) => {
    const bad = await app.rest(
      'PUT',
      '/api/admin/settings',
      { ...form, phone: '123', email: 'x', social: { facebook: 'javascript:alert(1)' } },
      asAdmin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      phone: 'شماره تلفن باید ۱۱ رقم و با ۰ شروع شود',
      email: 'فرمت ایمیل نادرست است',
      'social.facebook': 'نشانی باید با https:// شروع شود',
    });
    await insertUser(app, '09120005002', { userType: 'STAFF' });
    const staff = bearer(await tokenFor(app, '09120005002'));
    expect((await app.rest('PUT', '/api/admin/settings', form, staff)).statusCode).toBe(403);
    expect((await app.rest('GET', '/api/settings')).json().data.phone).toBe('02188776699');
  });
});
