import { describe, expect, it } from 'vitest';
import { slides } from '../../server/src/db/schema';
import { chromiumAvailable } from './support/browser';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

describe.runIf(run)('public pages before and after JavaScript', () => {
  const site = useSite();

  it('shows a program page with its data to a browser that runs no JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}/programs`);
      const first = page.getByRole('article').first();
      const name = ((await first.getByRole('heading').first().textContent()) ?? '').trim();
      expect(name).toMatch(/[\u0600-\u06FF]/);
      await page.goto(`${site.server.url}/programs`);
      await page.getByRole('link', { name }).first().click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.title()).toBe(`${name} | انجمن خیریه آموزشی نور دانش`);
      await page.getByRole('heading', { name: 'وضعیت تأمین مالی' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('hydrates the page without asking the server again for its data, and it responds', async () => {
    const page = await site.open();
    const graphql: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/graphql')) graphql.push(request.postData() ?? '');
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/programs`);
    await page.waitForLoadState('networkidle');
    const firstLink = page.getByRole('region', { name: 'فهرست برنامه‌ها' }).getByRole('link').first();
    await firstLink.click();
    await page.waitForURL((url) => /^\/programs\/\d+$/.test(url.pathname));
    // Client-side navigation after hydration: the tabs answer clicks.
    await page.getByRole('tab', { name: 'اطلاعات تکمیلی' }).click();
    await page.getByRole('tabpanel', { name: 'اطلاعات تکمیلی' }).getByText('ظرفیت').waitFor();
    expect(graphql.filter((body) => body.includes('PublicPrograms'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the gradient slide on the first load when the first slide's picture is missing", async () => {
    const title = 'اسلایدی که تصویرش گم شده';
    await site.server.server.database.db.insert(slides).values({
      title,
      description: 'تصویر این اسلاید دیگر روی سرور نیست',
      imageUrl: '/uploads/images/missing-slide.png',
      displayOrder: 0,
    });
    const page = await site.open();
    // The scripts arrive late, so the picture has failed before the page comes alive (as on a slow phone).
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const missing = page.waitForResponse((response) => response.url().includes('missing-slide.png'));
    await page.goto(`${site.server.url}/`);
    expect((await missing).status()).toBe(404);
    const carousel = page.getByRole('region', { name: 'اسلایدهای معرفی' });
    const fallback = carousel.getByTestId('slide-fallback');
    await fallback.waitFor();
    await fallback.getByRole('heading', { name: title }).waitFor();
    expect(await carousel.locator('img[src="/uploads/images/missing-slide.png"]').count()).toBe(0);
  });
});
