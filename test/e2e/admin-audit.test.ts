import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseForm } from '../../server/src/testing/course-admin';
import { auditUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { DEMO, loginToken, signInContext } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
/** A value with no place to break a line: an address typed without spaces, a long link. */
const UNBROKEN = `نشانی${'ی'.repeat(160)}`;
const LONG_LINK = `https://example.org/${'a'.repeat(180)}`;

describe.runIf(run)('the audit log as an administrator reads it', () => {
  const site = useSite();
  let token: string;

  async function gql(query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${site.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { errors?: unknown };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  }

  beforeAll(async () => {
    token = await loginToken(site.server, DEMO.admin, DEMO.password);
    await gql('mutation ($input: CourseInput!) { createCourse(input: $input) { id } }', {
      input: courseForm({ title: 'دوره‌ی گزارش', price: 250_000, whatYouWillLearn: LONG_LINK }),
    });
    const settings = await fetch(`${site.server.url}/api/admin/settings`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await settings.json()) as { data: Record<string, unknown> };
    await gql('mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { name } }', {
      input: {
        name: data.name,
        shortName: data.shortName,
        phone: data.phone,
        email: data.email,
        openingHours: data.openingHours,
        address: UNBROKEN,
      },
    });
  });

  async function openAudit(width: number, height: number): Promise<Page> {
    const context = await site.browser.newContext({ locale: 'fa-IR', viewport: { width, height } });
    await signInContext(context, site.server, token);
    const page = await context.newPage();
    page.once('close', () => void context.close());
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.server.url}${auditUrls.list()}`);
    await page.getByRole('heading', { level: 1, name: 'گزارش تغییرات' }).waitFor();
    // Phones get the list's cards and desktops its table; wait for whichever is shown.
    await page
      .locator(':visible', { hasText: /^دوره‌ی گزارش$/ })
      .first()
      .waitFor();
    return page;
  }

  it('on a 390 px phone nothing is wider than the screen, long values wrap in their card', async () => {
    const page = await openAudit(390, 844);
    try {
      await page
        .locator(':visible', { hasText: /^نشانی$/ })
        .first()
        .waitFor();
      // The course's long link is among the changes behind «و … مورد دیگر».
      await page
        .locator(':visible', { hasText: /^دوره‌ی گزارش$/ })
        .first()
        .locator('xpath=ancestor::*[.//summary][1]')
        .locator('summary:visible')
        .first()
        .click();
      await page
        .locator(':visible', { hasText: /^اهداف یادگیری$/ })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const shown of [
        page.getByRole('button', { name: 'باز کردن منوی مدیریت' }),
        page.getByRole('heading', { level: 1, name: 'گزارش تغییرات' }),
      ]) {
        const box = await shown.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
    } finally {
      await page.close();
    }
  });

  it('says everything in Persian: object types, fields, toman prices and Persian digits', async () => {
    const page = await openAudit(1280, 900);
    try {
      const list = page.getByRole('table', { name: 'فهرست تغییرات' });
      const course = list.getByRole('row').filter({ hasText: 'دوره‌ی گزارش' }).first();
      await course.waitFor();
      const text = await course.innerText();
      expect(text).toContain('دوره');
      expect(text).not.toMatch(/course|title|price|[0-9]/);
      expect(text).toMatch(/و [۰-۹]+ مورد دیگر/);
      // The site's settings are one record: the row names it without its internal key.
      const settings = list.getByRole('row').filter({ hasText: 'تنظیمات سایت' }).first();
      expect(await settings.innerText()).not.toMatch(/[a-z]/i);
      const objectFilter = page.getByLabel('نوع مورد');
      await objectFilter.selectOption({ label: 'دوره' });
      await page.waitForURL(/object=course/);
      await list.getByRole('row').filter({ hasText: 'دوره‌ی گزارش' }).first().waitFor();
      await list
        .getByText(/مورد دیگر/)
        .first()
        .click();
      await expect(list.innerText()).resolves.toContain('قیمت: — ← ۲۵۰٬۰۰۰ تومان');
    } finally {
      await page.close();
    }
  });
});
