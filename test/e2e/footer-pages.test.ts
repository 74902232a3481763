import { FOOTER_PAGES } from '@common/footer-pages';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { api, DEMO, loginToken } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const BRAND = 'انجمن خیریه آموزشی نور دانش';
const COMING_SOON = 'این بخش به‌زودی راه‌اندازی می‌شود.';

interface AdminLayout {
  id: number;
  pageKey: string;
  layoutData: string;
  version: number;
}

async function persianWords(article: Locator): Promise<number> {
  // biome-ignore lint/performance/useDomNodeTextContent: table cells' words are apart only on screen
  const text = await article.innerText({ timeout: 5_000 }).catch(() => '');
  return text.split(/\s+/).filter((w) => /[\u0600-\u06FF]/.test(w)).length;
}

describe.runIf(run)('the footer pages', () => {
  const site = useSite();

  it('every footer link opens a real Persian page, none of them "coming soon"', async () => {
    const page = await site.open();
    await page.goto(`${site.server.url}/`);
    const footer = page.getByRole('contentinfo');
    for (const { key, title } of FOOTER_PAGES) {
      await footer.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${key}`);
      const article = page.getByRole('article', { name: title });
      // Some pages (the financial report) fill in from more than one query: wait for all of it.
      await expect.poll(() => persianWords(article), { message: key, timeout: 10_000 }).toBeGreaterThan(120);
      expect(await article.locator('p, li').count(), key).toBeGreaterThanOrEqual(3);
      expect(await page.getByText(COMING_SOON).count(), key).toBe(0);
      expect(await page.title()).toBe(`${title} | ${BRAND}`);
    }
  });

  it('is rendered on the server: the page and its title without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${site.server.url}/privacy`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`حریم خصوصی | ${BRAND}`);
      await page
        .getByRole('article', { name: 'حریم خصوصی' })
        .getByText('چه اطلاعاتی جمع‌آوری می‌کنیم؟')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a saved draft only once it is published, and "not found" once the page is gone', async () => {
    const token = await loginToken(site.server, DEMO.admin, DEMO.password);
    const { data: layouts } = await api<AdminLayout[]>(
      site.server,
      '/admin/page-builder/search?query=terms',
      {
        token,
      },
    );
    const terms = layouts.find((layout) => layout.pageKey === 'terms');
    if (!terms) throw new Error('no terms layout');
    const draft = [
      { id: 'h', type: 'hero', props: { title: 'شرایط تازه‌ی استفاده' } },
      { id: 't', type: 'textBlock', props: { content: '<p>متن بازنویسی‌شده‌ی شرایط استفاده.</p>' } },
    ];
    await api(site.server, `/admin/page-builder/layouts/${terms.id}`, {
      method: 'PUT',
      token,
      body: { name: 'شرایط استفاده', pageKey: 'terms', layoutData: draft },
    });

    const page = await site.open();
    await page.goto(`${site.server.url}/terms`);
    await page.getByRole('article', { name: 'شرایط استفاده' }).waitFor();
    expect(await page.getByText('شرایط تازه‌ی استفاده').count()).toBe(0);

    await api(site.server, `/admin/page-builder/layouts/${terms.id}/publish`, { method: 'POST', token });
    await page.reload();
    await page.getByRole('heading', { name: 'شرایط تازه‌ی استفاده' }).waitFor();
    await page.getByText('متن بازنویسی‌شده‌ی شرایط استفاده.').waitFor();

    await api(site.server, `/admin/page-builder/layouts/${terms.id}`, { method: 'DELETE', token });
    const gone = await page.goto(`${site.server.url}/terms`);
    expect(gone?.status()).toBe(404);
    await page.getByText('صفحه مورد نظر یافت نشد').waitFor();
    expect(await page.getByText(COMING_SOON).count()).toBe(0);
    expect(await page.title()).toBe(`صفحه مورد نظر یافت نشد | ${BRAND}`);
  });
});
