import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  auditUrls,
  contactUrls,
  courseUrls,
  dashboardUrls,
  donationUrls,
  landingContentUrls,
  pageBuilderUrls,
  paymentMethodUrls,
  programUrls,
  settingsUrls,
  slideUrls,
  testDatePickerUrls,
  userUrls,
} from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { DEMO, loginToken, signInContext } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact?: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: Array<{ target: string[]; html: string; any: Array<{ message: string }> }>;
}

/** The WCAG 2.0, 2.1 and 2.2 A/AA rule sets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.x A/AA rules on the page as a visitor sees it, with "label in name" (WCAG 2.5.3, which axe
 * ships switched off) switched on; each violation as `rule: selector html (axe's reasons)`.
 */
async function violations(page: Page, impacts?: ReadonlyArray<AxeViolation['impact']>): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(options: object): Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: tags },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations;
  }, WCAG_TAGS);
  return (found as AxeViolation[])
    .filter((v) => !impacts || impacts.includes(v.impact))
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id}: ${node.target.join(' ')} ${node.html} (${node.any.map((check) => check.message).join('; ')})`,
      ),
    );
}

describe.runIf(run)('public pages meet WCAG 2 AA as axe checks it', () => {
  const site = useSite();

  async function open(path: string): Promise<Page> {
    // axe is injected as a script, which the site's Content-Security-Policy rightly refuses.
    const context = await site.browser.newContext({ bypassCSP: true, locale: 'fa-IR' });
    const page = await context.newPage();
    page.once('close', () => void context.close());
    await page.goto(`${site.server.url}${path}`);
    await page.waitForLoadState('networkidle');
    return page;
  }

  it.each(['/', '/programs', '/courses', '/about', '/contact', '/login', '/privacy', '/faq'])(
    '%s',
    async (path) => {
      const page = await open(path);
      try {
        expect(await violations(page)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('a discounted course: the struck-through price is readable', async () => {
    const page = await open('/courses');
    try {
      const card = page.locator('article', { has: page.locator('del') }).first();
      await card.waitFor();
      await card.getByRole('link').first().click();
      await page.locator('del').first().waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a program with its supporters and timeline', async () => {
    const page = await open('/programs');
    try {
      await page.getByRole('region', { name: 'فهرست برنامه‌ها' }).getByRole('link').first().click();
      await page.waitForURL((url) => /^\/programs\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { name: 'وضعیت تأمین مالی' }).waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe.runIf(run)('public pages as a signed-in member meet WCAG 2.2 AA as axe checks it', () => {
  const site = useSite();

  it.each(['/', '/programs', '/courses', '/profile'])('%s', async (path) => {
    const token = await loginToken(site.server, DEMO.student, DEMO.password);
    const context = await site.browser.newContext({ bypassCSP: true, locale: 'fa-IR' });
    await signInContext(context, site.server, token);
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: /منوی کاربر/ }).waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.runIf(run)('admin screens have no serious axe violation on desktop and phone', () => {
  const site = useSite();
  const SCREENS = [
    dashboardUrls.home(),
    userUrls.list(),
    userUrls.create(),
    contactUrls.list(),
    donationUrls.list(),
    paymentMethodUrls.list(),
    settingsUrls.page(),
    auditUrls.list(),
    courseUrls.list(),
    courseUrls.create(),
    courseUrls.edit(1),
    courseUrls.videos(1),
    slideUrls.list(),
    landingContentUrls.page(),
    pageBuilderUrls.page(),
    programUrls.list(),
    programUrls.create(),
    programUrls.edit(1),
    testDatePickerUrls.page(),
  ];

  it.each([
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ])(
    '%s',
    async (_, width, height) => {
      const token = await loginToken(site.server, DEMO.admin, DEMO.password);
      const user = (
        (await (
          await fetch(`${site.server.url}/api/user/profile`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { data: unknown }
      ).data;
      const context = await site.browser.newContext({
        bypassCSP: true,
        locale: 'fa-IR',
        viewport: { width, height },
      });
      await context.addInitScript(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', u);
        },
        [token, JSON.stringify(user)],
      );
      const page = await context.newPage();
      try {
        const found: string[] = [];
        for (const path of SCREENS) {
          await page.goto(`${site.server.url}${path}`);
          await page.waitForLoadState('networkidle');
          await page.getByRole('heading', { level: 1 }).waitFor();
          found.push(...(await violations(page, ['serious', 'critical'])).map((v) => `${path} ${v}`));
        }
        // The date picker's popup, open with its time fields.
        await page.goto(`${site.server.url}${testDatePickerUrls.page()}`);
        await page.getByRole('textbox', { name: 'تاریخ و ساعت' }).click();
        await page.getByRole('dialog', { name: 'تقویم تاریخ و ساعت' }).waitFor();
        found.push(...(await violations(page, ['serious', 'critical'])).map((v) => `date picker open: ${v}`));
        // The page builder's edit mode, with a text block's rich-text editor open.
        await page.goto(`${site.server.url}${pageBuilderUrls.page({ q: 'privacy' })}`);
        await page.getByRole('tab', { name: 'ویرایش' }).click();
        await page
          .getByRole('button', { name: /^ویرایش متن/ })
          .first()
          .click();
        await page.getByRole('toolbar', { name: 'ابزارهای متن' }).waitFor();
        found.push(
          ...(await violations(page, ['serious', 'critical'])).map((v) => `page builder editing: ${v}`),
        );
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    },
    // Twenty-one screens, each loaded, settled and checked by axe: about 40 s on a quiet two-core machine.
    180_000,
  );
});
