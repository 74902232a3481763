import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDFTOTEXT, pdfText } from '../../server/src/testing/pdf-text';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const COURSE = 'مهارت‌های مطالعه و برنامه‌ریزی';
const LESSONS = ['چرا برنامه‌ریزی؟', 'جدول هفتگی', 'مرور فاصله‌دار', 'خلاصه‌نویسی'];

describe.runIf(run)('learning in Chromium', () => {
  const site = useSite();
  let page: Page;

  it('a student completes a free course, downloads the certificate and verifies it on the public page', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.student, DEMO.password, '/courses');
    await page.getByRole('link', { name: COURSE }).first().click();
    await page.waitForURL((url) => /^\/courses\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: 'شروع رایگان دوره' }).click();

    const card = page.getByRole('region', { name: 'پیشرفت شما در دوره' });
    const bar = card.getByRole('progressbar', { name: 'درصد پیشرفت دوره' });
    await card.waitFor();
    expect(await bar.getAttribute('aria-valuetext')).toBe('۰٪');
    await card.getByText(`درس بعدی: ${LESSONS[0]}`).waitFor();

    const percents = ['۲۵٪', '۵۰٪', '۷۵٪', '۱۰۰٪'];
    for (const [i, title] of LESSONS.entries()) {
      // The chapter of the next lesson opens by itself; resume scrolls to it.
      await card.getByRole('button', { name: i === 0 ? 'شروع دوره' : 'ادامه از جایی که ماندید' }).click();
      const toggle = page.getByRole('button', { name: `علامت گذراندن درس «${title}»` });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe(percents[i]);
    }
    await page.getByText('تبریک! همه‌ی درس‌ها را گذراندید و گواهی پایان دوره‌ی شما صادر شد').first().waitFor();
    await card.getByText('همه‌ی درس‌های این دوره را گذرانده‌اید.').waitFor();
    // Kept by the server: a reload shows the same.
    await page.reload();
    await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('۱۰۰٪');

    // The PDF, fetched with the session's token.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'دریافت PDF گواهی' }).click();
    const file = await (await download).path();
    const pdf = readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (existsSync(PDFTOTEXT)) {
      const text = pdfText(pdf);
      expect(text).toContain('زهرا محمدی');
      expect(text).toContain(COURSE);
    }

    // The profile lists the course at 100% with the same certificate.
    await page.goto(`${site.server.url}/profile`);
    const mine = page.getByRole('region', { name: 'دوره‌های من' });
    const profileBar = mine.getByRole('progressbar', { name: `درصد پیشرفت دوره ${COURSE}` });
    await expect.poll(() => profileBar.getAttribute('aria-valuetext')).toBe('۱۰۰٪');

    // Anyone can check it: the public page, in a fresh browser context with no session.
    const link = mine.getByRole('link', { name: 'صفحه‌ی تأیید عمومی' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/verify\/certificate\/[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const guest = await site.browser.newPage();
    try {
      await guest.goto(`${site.server.url}${href}`);
      await guest.getByRole('heading', { name: 'این گواهی معتبر است' }).waitFor();
      await guest.getByText('زهرا محمدی').waitFor();
      await guest.getByText(COURSE).waitFor();
      // A wrong code is told apart in Persian.
      await guest.goto(`${site.server.url}/verify/certificate/ZZZZZ-ZZZZZ`);
      await guest.getByText('گواهی‌ای با این کد یافت نشد').first().waitFor();
    } finally {
      await guest.close();
    }
  });
});
