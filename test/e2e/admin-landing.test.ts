import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANDING_FALLBACK } from '../../client/src/features/landing/landingFallback';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const SEEDED = 'شما هم سهمی در آینده‌ی آن‌ها داشته باشید';
const EDITED = 'امسال کنار هزار دانش‌آموز تازه باشید';

describe.runIf(run)('an admin changes the home page texts', () => {
  const site = useSite();
  let page: Page;

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const ctaHeading = async () => {
    await page.goto(`${site.server.url}/`);
    return (await page.locator('#cta-title').textContent())?.trim();
  };
  const openAdmin = async () => {
    await page.goto(`${site.server.url}/admin/landing-content`);
    await page
      .getByRole('region', { name: /^دعوت به همکاری/ })
      .getByText('cta.title')
      .waitFor();
  };
  const cta = () => page.getByRole('region', { name: /^دعوت به همکاری/ });

  it('switches the call-to-action title off (the built-in text shows), then edits it', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, '/admin/landing-content');
    await cta().getByText('cta.title').waitFor();
    expect(await ctaHeading()).toBe(SEEDED);

    await openAdmin();
    await cta().getByRole('switch', { name: 'فعال بودن cta.title' }).click();
    await toast('محتوا غیرفعال شد');
    await cta().getByText('۲ مورد، ۱ فعال').waitFor();
    expect(await ctaHeading()).toBe(LANDING_FALLBACK.cta.title);

    await openAdmin();
    await cta().getByRole('switch', { name: 'فعال بودن cta.title' }).click();
    await toast('محتوا فعال شد');
    await cta().getByRole('button', { name: 'ویرایش cta.title' }).click();
    const content = cta().getByLabel('محتوا', { exact: true });
    await content.fill(EDITED);
    await cta().getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await toast('تغییرات با موفقیت ذخیره شد');
    await cta().getByText(EDITED).waitFor();
    expect(await ctaHeading()).toBe(EDITED);
  });
});
