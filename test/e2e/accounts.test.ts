import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn, solidPng } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

describe.runIf(run)('accounts in Chromium', () => {
  const site = useSite();
  let page: Page;

  it('signs up a donor with the code from the server log, edits the profile with a picture, sees notifications and logs out', async () => {
    const phone = '09125550101';
    page = await site.open();
    await page.goto(`${site.server.url}/signup?type=donor`);

    const signup = page.getByRole('form', { name: 'فرم ثبت‌نام' });
    // Checked from ?type= once the server-rendered form is hydrated.
    await signup.getByRole('radio', { name: /حامی/, checked: true }).waitFor();
    await signup.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا');
    await signup.getByLabel('نام خانوادگی').fill('احمدی');
    await signup.getByLabel('ایمیل').fill('sara.e2e@example.com');
    await signup.getByLabel('شماره موبایل').fill(phone);
    await signup.getByLabel('رمز عبور').fill('secret-123');
    await signup.getByRole('button', { name: 'ایجاد حساب کاربری' }).click();

    const otp = page.getByRole('form', { name: 'فرم کد تایید' });
    await otp.waitFor();
    await page.getByText('کد تایید به شماره شما ارسال شد').first().waitFor();
    const code = await site.server.takeOtpCode(phone);
    await otp.getByLabel('کد تایید').fill(code);
    await otp.getByRole('button', { name: 'تایید و ایجاد حساب' }).click();

    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('حساب کاربری با موفقیت ایجاد و تایید شد!').waitFor();
    await page.getByRole('heading', { name: 'سارا احمدی' }).waitFor();

    // The welcome notification: one unread in the bell.
    const bell = page.getByRole('button', { name: /^اعلان‌ها/ });
    await page.getByRole('button', { name: 'اعلان‌ها (۱ خوانده‌نشده)' }).waitFor();
    await bell.click();
    await page.getByRole('menuitem', { name: /خوش آمدید!/ }).waitFor();
    await page.keyboard.press('Escape');

    // Edit the profile through the user menu.
    await page.getByRole('button', { name: 'منوی کاربر' }).click();
    await page.getByRole('menuitem', { name: 'ویرایش پروفایل' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/edit');
    const edit = page.getByRole('form', { name: 'فرم ویرایش پروفایل' });
    const lastName = edit.getByLabel('نام خانوادگی');
    await expect.poll(() => lastName.inputValue()).toBe('احمدی');
    await lastName.fill('احمدی‌نژاد');
    await edit.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await page.getByText('پروفایل با موفقیت به‌روزرسانی شد!').first().waitFor();
    await page.getByRole('button', { name: 'منوی کاربر' }).getByText('سارا احمدی‌نژاد').waitFor();

    // Upload a picture: it is saved at once and becomes the avatar here and in the header.
    await edit.getByLabel('انتخاب فایل تصویر پروفایل').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: solidPng(16),
    });
    await page.getByText('تصویر پروفایل با موفقیت آپلود شد').waitFor();
    await edit.getByRole('button', { name: 'تغییر تصویر' }).waitFor();
    const headerAvatar = page.getByRole('button', { name: 'منوی کاربر' }).locator('img[src^="/uploads/"]');
    await headerAvatar.waitFor();
    await expect
      .poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 16))
      .toBe(true);
    const src = await headerAvatar.getAttribute('src');
    expect(await edit.locator(`img[src="${src}"]`).count()).toBe(1);

    // The profile page shows the new name and picture.
    await edit.getByRole('link', { name: 'بازگشت به پروفایل' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const summary = page.getByRole('region', { name: 'سارا احمدی‌نژاد' });
    await summary.locator(`img[src="${src}"]`).waitFor();

    // The bell lists the profile update next to the welcome.
    await bell.click();
    await page
      .getByRole('menuitem', { name: /پروفایل به‌روزرسانی شد/ })
      .first()
      .waitFor();
    await page.getByRole('menuitem', { name: /خوش آمدید!/ }).waitFor();
    await page.keyboard.press('Escape');

    // Log out.
    await page.getByRole('button', { name: 'منوی کاربر' }).click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page.getByText('با موفقیت خارج شدید').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'ورود', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'منوی کاربر' }).count()).toBe(0);
  });

  it('shows a student who opens /admin the access-restricted page', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.student, DEMO.password);
    await page.goto(`${site.server.url}${dashboardUrls.home()}`);
    await page.getByRole('heading', { name: 'دسترسی محدود' }).waitFor();
    await page.getByText('شما به این بخش دسترسی ندارید.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.title()).toContain('دسترسی محدود');
  });
});
