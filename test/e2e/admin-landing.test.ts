import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANDING_FALLBACK } from '../../client/src/features/landing/landingFallback';
import { landingContentUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { api, DEMO, loginToken, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const SEEDED = 'شما هم سهمی در آینده‌ی آن‌ها داشته باشید';
const EDITED = 'امسال کنار هزار دانش‌آموز تازه باشید';
const HERO = 'هر کودک، یک کلاس روشن';
const NEW_PERSON = 'سارا نادری';

describe.runIf(run)('an admin changes the home page texts', () => {
  const site = useSite();
  let page: Page;

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const ctaHeading = async () => {
    await page.goto(`${site.server.url}/`);
    return (await page.locator('#cta-title').textContent())?.trim();
  };
  const openAdmin = async () => {
    await page.goto(`${site.server.url}${landingContentUrls.page()}`);
    await page
      .getByRole('region', { name: /^دعوت به همکاری/ })
      .getByText('cta.title')
      .waitFor();
  };
  const cta = () => page.getByRole('region', { name: /^دعوت به همکاری/ });

  it('switches the call-to-action title off (the built-in text shows), then edits it', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, landingContentUrls.page());
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

  it('with no published slide the banner shows the hero title; testimonials are edited as a form', async () => {
    const token = await loginToken(site.server, DEMO.admin, DEMO.password);
    const { data: slides } = await api<{ id: number }[]>(site.server, '/admin/slides', { token });
    for (const slide of slides)
      await api(site.server, `/admin/slides/${slide.id}`, { method: 'DELETE', token });

    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, landingContentUrls.page());
    const hero = page.getByRole('region', { name: /^بخش اصلی/ });
    await hero.getByText(/فقط وقتی .*اسلاید منتشرشده‌ای نباشد/).waitFor();
    await hero.getByRole('button', { name: 'ویرایش hero.title' }).click();
    await hero.getByLabel('محتوا', { exact: true }).fill(HERO);
    await hero.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await toast('تغییرات با موفقیت ذخیره شد');

    const said = page.getByRole('region', { name: /^نظرات/ });
    await said.getByRole('button', { name: 'ویرایش testimonials.data' }).click();
    const people = said.getByRole('group', { name: 'نظرها' });
    await people.getByRole('button', { name: 'افزودن نظر' }).click();
    const added = people.getByRole('group', { name: 'نظر ۴' });
    await added.getByLabel(/^نام/).fill(NEW_PERSON);
    await added.getByLabel(/^متن نظر/).fill('کلاس‌های آنلاین انجمن مسیر مرا عوض کرد');
    await people.getByRole('button', { name: 'انتقال نظر ۴ به بالا' }).click();
    await said.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await toast('تغییرات با موفقیت ذخیره شد');

    // A fresh load: the server renders the banner and the testimonials with the new texts.
    await page.goto(`${site.server.url}/`);
    const banner = page.getByRole('region', { name: 'خوش‌آمدگویی' });
    await banner.getByRole('heading', { level: 1, name: HERO }).waitFor();
    await page.getByText(NEW_PERSON).waitFor();
  });
});
