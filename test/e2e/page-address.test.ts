import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageBuilderUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const BRAND = 'انجمن خیریه آموزشی نور دانش';

describe.runIf(run)('a page built in the page builder has its own address', () => {
  const site = useSite();
  let page: Page;

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

  it('refuses a key the site uses, publishes /volunteer-guide and opens it from «مشاهده در سایت»', async () => {
    page = await site.open();
    page.setDefaultTimeout(30_000);
    await signIn(page, site.server, DEMO.admin, DEMO.password, pageBuilderUrls.page());

    await page.getByRole('button', { name: 'صفحه‌ی تازه' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'صفحه‌ی تازه' });
    await dialog.getByRole('textbox', { name: /^نام صفحه/ }).fill('راهنمای داوطلبان');
    const key = dialog.getByRole('textbox', { name: /^کلید صفحه/ });
    await key.fill('programs');
    await dialog.getByRole('combobox', { name: 'الگو' }).selectOption({ label: 'صفحه‌ی متنی' });
    await dialog.getByRole('button', { name: 'ساختن صفحه' }).click();
    await dialog.getByText('این کلید نشانی یکی از بخش‌های خود سایت است؛ کلید دیگری انتخاب کنید').waitFor();

    await key.fill('volunteer-guide');
    await dialog.getByRole('button', { name: 'ساختن صفحه' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('definition')
      .filter({ hasText: /^volunteer-guide$/ })
      .waitFor();
    expect(await page.getByRole('link', { name: /مشاهده در سایت/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'انتشار', exact: true }).click();
    await toast('صفحه منتشر شد');
    const view = page.getByRole('link', { name: /مشاهده در سایت/ });
    expect(await view.getAttribute('href')).toBe('/volunteer-guide');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await opened.waitForURL((url) => url.pathname === '/volunteer-guide');
    await opened
      .getByRole('article', { name: 'راهنمای داوطلبان' })
      .getByRole('heading', { name: 'عنوان صفحه' })
      .waitFor();
    expect(await opened.title()).toBe(`راهنمای داوطلبان | ${BRAND}`);

    await opened.goto(`${site.server.url}/no-such-guide`);
    await opened.getByText('صفحه مورد نظر یافت نشد').waitFor();
    expect(new URL(opened.url()).pathname).toBe('/no-such-guide');
  });
});
