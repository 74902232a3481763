import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JALALI_MONTH_NAMES, toTehranJalali } from '../../common/date';
import { toPersianDigits } from '../../common/digits';
import { formatToman } from '../../common/money';
import { programUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { activePrograms, api, DEMO, newPage, signIn, solidPng } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const DESCRIPTION = 'خرید ۴۰ جلد کتاب کمک‌درسی برای کتابخانه‌ی مدرسه';

interface Figures {
  moneyIn: number;
  moneyOut: number;
}

describe.runIf(run)('where the money goes', () => {
  const site = useSite();
  let page: Page;

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

  it('an admin records a spending entry; a visitor sees it on the program tab and in /reports', async () => {
    const [program] = await activePrograms(site.server);
    const before = (await api<Figures>(site.server, `/programs/${program.id}/transparency`)).data;
    const yearBefore = (await api<Figures>(site.server, '/reports/financial')).data;

    // The admin records today's purchase with its receipt picture.
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, programUrls.spendings(program.id));
    await page.getByRole('heading', { level: 1, name: `هزینه‌های ${program.name}` }).waitFor();
    await page.getByRole('button', { name: 'ثبت هزینه' }).first().click();
    const form = page.getByRole('region', { name: 'ثبت هزینه' });
    await form.getByRole('button', { name: 'ثبت هزینه' }).click();
    await form.getByText('شرح هزینه الزامی است').waitFor();

    const today = toTehranJalali(new Date());
    if (!today) throw new Error('no today');
    await form.getByLabel(/^تاریخ هزینه\*?$/).click();
    const todayName = toPersianDigits(`${today.jd} ${JALALI_MONTH_NAMES[today.jm - 1]} ${today.jy}`);
    await page.getByRole('button', { name: new RegExp(` ${todayName}$`) }).click();
    await form.getByLabel(/^مبلغ \(تومان\)/).fill('۳۵۰٬۰۰۰');
    await form.getByLabel(/^شرح هزینه/).fill(DESCRIPTION);
    await form.getByLabel('تصویر رسید (اختیاری)').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: solidPng(48, [200, 120, 40]),
    });
    await toast('تصویر با موفقیت آپلود شد');
    await form.getByRole('button', { name: 'ثبت هزینه' }).click();
    await toast('هزینه با موفقیت ثبت شد');
    const table = page.getByRole('table', { name: 'فهرست هزینه‌ها' });
    await table.getByRole('row').filter({ hasText: DESCRIPTION }).waitFor();
    expect(await page.getByTestId('spending-total').textContent()).toBe(formatToman(3_500_000));

    // A visitor (another browser context, no session) opens the program's tab.
    const visitor = await newPage(site.browser);
    try {
      await visitor.goto(`${site.server.url}/programs/${program.id}`);
      // The server-rendered tabs answer clicks once the page is hydrated.
      await visitor.waitForLoadState('networkidle');
      const tab = visitor.getByRole('tab', { name: 'هزینه‌کرد کمک‌ها' });
      await expect
        .poll(async () => {
          await tab.click();
          return tab.getAttribute('aria-selected');
        })
        .toBe('true');
      const spending = visitor.getByRole('region', { name: 'هزینه‌های ثبت‌شده' });
      const item = spending.getByRole('listitem').filter({ hasText: DESCRIPTION });
      await item.waitFor();
      expect(await item.textContent()).toContain('۳۵۰٬۰۰۰ تومان');
      expect(await item.textContent()).toContain(toPersianDigits(`${today.jy}/`));
      expect(
        await item.getByRole('link', { name: `مشاهده‌ی تصویر رسید: ${DESCRIPTION}` }).getAttribute('href'),
      ).toMatch(/^\/uploads\//);
      expect(await visitor.getByTestId('money-هزینه‌شده').textContent()).toBe(
        formatToman(before.moneyOut + 3_500_000),
      );
      expect(await visitor.getByTestId('money-کمک‌های دریافتی').textContent()).toBe(
        formatToman(before.moneyIn),
      );

      // The footer's link leads to this year's report, with the entry in the program's money out.
      await visitor.getByRole('contentinfo').getByRole('link', { name: 'گزارش‌های مالی' }).click();
      await visitor.getByRole('heading', { level: 1, name: 'گزارش‌های مالی' }).waitFor();
      const row = visitor.getByRole('row').filter({ hasText: program.name });
      await row.waitFor();
      expect(await visitor.getByTestId('year-money-out').textContent()).toBe(
        formatToman(yearBefore.moneyOut + 3_500_000),
      );
      expect(await visitor.getByTestId('year-money-in').textContent()).toBe(formatToman(yearBefore.moneyIn));

      // Rendered on the server too: a browser that runs no JavaScript sees the same figures.
      const noScript = await site.browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
      try {
        const plain = await noScript.newPage();
        await plain.goto(`${site.server.url}/reports`);
        await plain.getByRole('row').filter({ hasText: program.name }).waitFor();
        expect(await plain.getByTestId('year-money-out').textContent()).toBe(
          formatToman(yearBefore.moneyOut + 3_500_000),
        );
      } finally {
        await noScript.close();
      }
    } finally {
      await visitor.close();
    }
  });
});
