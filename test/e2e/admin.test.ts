import { readFileSync } from 'node:fs';
import { toPersianDigits } from '@common/digits';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditUrls,
  contactUrls,
  dashboardUrls,
  donationUrls,
  paymentMethodUrls,
  settingsUrls,
  userUrls,
} from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { type ApiProgram, activePrograms, api, DEMO, getProgram, loginToken, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

describe.runIf(run)('the admin area in Chromium', () => {
  const site = useSite();
  let page: Page;
  let adminToken: string;
  let program: ApiProgram;
  const member = { phone: '09120007001', password: 'yasaman-1', email: 'yasaman.e2e@example.org' };

  beforeAll(async () => {
    adminToken = await loginToken(site.server, DEMO.admin, DEMO.password);
    [program] = await activePrograms(site.server);
    await api(site.server, '/admin/users', {
      method: 'POST',
      token: adminToken,
      body: {
        firstName: 'یاسمن',
        lastName: 'کیانی',
        email: member.email,
        phoneNumber: member.phone,
        password: member.password,
        userType: 'STUDENT',
      },
    });
  });

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const memberCanRead = async (token: string) =>
    (await fetch(`${site.server.url}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } }))
      .status;

  it('finds a user typed with Arabic ي, changes their type after the warning and switches them off', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, dashboardUrls.home());
    await page.goto(`${site.server.url}${userUrls.list()}`);
    await page.getByRole('searchbox', { name: /جستجو/ }).fill('ياسمن کياني');
    await page.waitForURL((url) => url.searchParams.get('q') === 'ياسمن کياني');
    const table = page.getByRole('table', { name: 'فهرست کاربران' });
    await table.getByText('یاسمن کیانی').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);

    await table.getByRole('combobox', { name: 'نوع کاربر یاسمن کیانی' }).selectOption('DONOR');
    const warning = page.getByRole('alertdialog');
    await warning.getByText('تغییر نوع کاربر ممکن است دسترسی‌های او را تغییر دهد').waitFor();
    await warning.getByRole('button', { name: 'تغییر نوع کاربر' }).click();
    await toast('نوع کاربر با موفقیت تغییر کرد');

    const session = await loginToken(site.server, member.phone, member.password);
    expect(await memberCanRead(session)).toBe(200);
    await table.getByRole('switch', { name: 'فعال بودن حساب یاسمن کیانی' }).click();
    await expect.poll(() => memberCanRead(session)).toBe(401);
    expect(
      await table.getByRole('switch', { name: 'فعال بودن حساب یاسمن کیانی' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('resolves a contact message from its dialog', async () => {
    await api(site.server, '/contact', {
      method: 'POST',
      body: {
        name: 'نرگس رحیمی',
        email: 'narges@example.org',
        phone: '09121112233',
        subject: 'help-request',
        message: 'سلام، برای دخترم که کلاس نهم است به کمک آموزشی نیاز داریم.',
      },
    });
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, contactUrls.list());
    await page.getByRole('button', { name: 'مشاهده‌ی پیام نرگس رحیمی' }).click();
    const dialog = page.getByRole('dialog', { name: 'پیام نرگس رحیمی' });
    await dialog.getByText('برای دخترم که کلاس نهم است').waitFor();
    expect(
      await dialog.getByRole('link', { name: toPersianDigits('09121112233') }).getAttribute('href'),
    ).toBe('tel:09121112233');
    await dialog.getByRole('combobox', { name: 'وضعیت پیام' }).selectOption('RESOLVED');
    await toast('وضعیت پیام به‌روزرسانی شد');
    const counts = await api<{ RESOLVED: number }>(site.server, '/admin/contacts/counts', {
      token: adminToken,
    });
    expect(counts.data.RESOLVED).toBeGreaterThanOrEqual(1);
  });

  it('approves a card-to-card donation and the program’s raised amount moves once', async () => {
    const before = await getProgram(site.server, program.id);
    await api(site.server, '/donations', {
      method: 'POST',
      body: {
        programId: program.id,
        amount: 70_000,
        paymentMethod: 'credit_card',
        donorName: 'بهار نیکو',
        donorEmail: 'bahar.e2e@example.org',
      },
    });
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, donationUrls.list({ status: 'PENDING' }));
    await page.getByRole('searchbox', { name: /جستجو/ }).fill('bahar.e2e');
    const table = page.getByRole('table', { name: 'فهرست کمک‌ها' });
    // The demo's own pending gifts may still be listed until the search answers: act on her row only.
    const row = table.getByRole('row').filter({ hasText: 'بهار نیکو' });
    await row.getByRole('button', { name: /^تأیید کمک/ }).click();
    await toast('وضعیت کمک به «موفق» تغییر کرد');
    await table.getByText('بهار نیکو').waitFor({ state: 'detached' });
    const after = await getProgram(site.server, program.id);
    expect(after.raisedAmount).toBe(before.raisedAmount + 700_000);
  });

  it('refuses a bank-transfer method with a bad IBAN, then adds it', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, paymentMethodUrls.list());
    await page.getByRole('button', { name: 'افزودن روش پرداخت' }).click();
    const dialog = page.getByRole('dialog', { name: 'افزودن روش پرداخت' });
    await dialog.getByLabel('نام فارسی').fill('واریز به بانک ملت');
    await dialog.getByLabel('درگاه').selectOption('BANK_TRANSFER');
    await dialog.getByLabel('شماره شبا').fill('IR062960000000000100317201');
    await dialog.getByLabel('نام صاحب حساب').fill('انجمن نور دانش');
    await dialog.getByLabel('نام بانک').fill('ملت');
    await dialog.getByRole('button', { name: 'افزودن روش پرداخت' }).click();
    await dialog.getByText('شماره شبا معتبر نیست؛ رقم‌ها را دوباره بررسی کنید').waitFor();
    await dialog.getByLabel('شماره شبا').fill('IR232960000000000100317201');
    await dialog.getByRole('button', { name: 'افزودن روش پرداخت' }).click();
    await toast('روش پرداخت با موفقیت ایجاد شد');
    await page.getByRole('table', { name: 'فهرست روش‌های پرداخت' }).getByText('واریز به بانک ملت').waitFor();
  });

  it('changes the phone in settings and the footer shows it', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, settingsUrls.page());
    await page.getByLabel('تلفن').fill('۰۲۱۶۶۵۵۴۴۳۳');
    await page.getByRole('button', { name: 'ذخیره‌ی تنظیمات' }).click();
    await toast('تنظیمات سایت ذخیره شد');
    await page.goto(site.server.url);
    await page.getByRole('contentinfo').getByRole('link', { name: /۶۶۵۵/ }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: /۶۶۵۵/ }).getAttribute('href')).toBe(
      'tel:02166554433',
    );
  });

  it('asks before the back button leaves a form with unsaved changes', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, dashboardUrls.home());
    await page.getByRole('navigation').getByRole('link', { name: 'تنظیمات' }).first().click();
    // The stored settings arrive first (they reset the form); then the admin types.
    await expect.poll(() => page.getByLabel('تلفن').inputValue()).not.toBe('');
    await page.getByLabel('تلفن').fill('۰۲۱۱۲۳۴۵۶۷۸');

    await page.evaluate(() => window.history.back());
    const ask = page.getByRole('alertdialog', { name: 'خروج بدون ذخیره' });
    await ask.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await ask.getByRole('button', { name: 'انصراف' }).click();
    expect(await page.getByLabel('تلفن').inputValue()).toBe('۰۲۱۱۲۳۴۵۶۷۸');

    await page.evaluate(() => window.history.back());
    await ask.getByRole('button', { name: 'خروج بدون ذخیره' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'داشبورد مدیریت' }).waitFor();
  });

  it('exports the donations to a CSV that keeps Persian, and finds every change in the audit log', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, donationUrls.list());
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'خروجی CSV' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('اهداکننده');
    expect(text).toContain('بهار نیکو');

    await page.goto(`${site.server.url}${auditUrls.list()}`);
    const log = page.getByRole('table', { name: 'فهرست تغییرات' });
    for (const object of ['کاربر', 'پیام تماس', 'کمک مالی', 'روش پرداخت', 'تنظیمات سایت']) {
      await log
        .getByText(new RegExp(`^${object}(\\s|$)`))
        .first()
        .waitFor();
    }
  });
});
