import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusedLinks } from '../../common/html';
import { landingContentUrls, pageBuilderUrls, programUrls, slideUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { type PoisonedIds, poisonContent } from './support/poison-content';
import { api, DEMO, loginToken, signIn } from './support/site';
import { useSite } from './support/site-fixture';
import { XSS_PAYLOADS, XSS_URLS } from './support/xss-payloads';

declare global {
  interface Window {
    __xss?: () => void;
    __xssCount?: number;
  }
}

const run = chromiumAvailable();

describe.runIf(run)('stored XSS payloads in Chromium', () => {
  const site = useSite();
  let ids: PoisonedIds;
  let dialogs: string[];

  beforeAll(async () => {
    ids = await poisonContent(site.server.server.database.db);
  });

  /** A page that counts every payload that runs and every dialog that opens. */
  async function armedPage(): Promise<Page> {
    const page = await site.open();
    dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      window.__xss = () => {
        window.__xssCount = (window.__xssCount ?? 0) + 1;
      };
    });
    return page;
  }

  /** Asserts the page rendered, carries the CSP, and ran no payload. */
  async function expectClean(page: Page): Promise<void> {
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300); // onload/onerror/ontoggle/animation handlers would have fired by now
    expect(await page.evaluate(() => window.__xssCount ?? 0)).toBe(0);
    expect(dialogs).toEqual([]);
    // No link on the page leads to script or a data document.
    const schemes = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).protocol),
    );
    expect(schemes.filter((s) => s === 'javascript:' || s === 'data:')).toEqual([]);
    // No link written as a path on this site leads to another one.
    const leaving = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .filter((a) => /^\s*[/\\]/.test(a.getAttribute('href') ?? ''))
        .filter((a) => (a as HTMLAnchorElement).host !== window.location.host)
        .map((a) => a.getAttribute('href')),
    );
    expect(leaving).toEqual([]);
  }

  async function visit(page: Page, path: string): Promise<void> {
    const response = await page.goto(`${site.server.url}${path}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expectClean(page);
  }

  it('runs none in a page layout (text blocks and every other prop)', async () => {
    const page = await armedPage();
    await visit(page, `/pages/${ids.layoutId}`);
    expect(await page.locator('section').count()).toBeGreaterThan(40);
  });

  it('runs none in a footer page an admin wrote through the page builder', async () => {
    const token = await loginToken(site.server, DEMO.admin, DEMO.password);
    const { data: found } = await api<Array<{ id: number; pageKey: string }>>(
      site.server,
      '/admin/page-builder/search?query=privacy',
      { token },
    );
    const privacy = found.find((layout) => layout.pageKey === 'privacy');
    if (!privacy) throw new Error('no privacy layout');
    const save = (layoutData: unknown[]) =>
      fetch(`${site.server.url}/api/admin/page-builder/layouts/${privacy.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'حریم خصوصی', pageKey: 'privacy', layoutData }),
      });
    // Script addresses in link and picture props are refused outright.
    for (const url of XSS_URLS) {
      const refused = await save([{ type: 'button', props: { text: 'x', link: url } }]);
      expect(refused.status, url).toBe(400);
    }
    // A text block holding a link to script or to another site is refused, naming the link.
    const linking = XSS_PAYLOADS.filter((p) => refusedLinks(p).length > 0);
    expect(linking.length).toBeGreaterThan(5);
    for (const p of linking) {
      const refused = await save([{ id: 't', type: 'textBlock', props: { content: `<p>${p}</p>` } }]);
      expect(refused.status, p).toBe(400);
    }
    // Every other payload in the text block's HTML and in the texts around it is stored sanitised, then published.
    const saved = await save(
      XSS_PAYLOADS.filter((p) => !linking.includes(p)).flatMap((p, i) => [
        {
          id: `h${i}`,
          type: 'hero',
          props: { title: p, subtitle: p, buttonText: p.slice(0, 100), buttonLink: '/programs' },
        },
        { id: `t${i}`, type: 'textBlock', props: { content: `<p>${p}</p>${p}` } },
        { id: `b${i}`, type: 'button', props: { text: p.slice(0, 100), link: '/faq' } },
      ]),
    );
    expect(saved.status).toBe(200);
    await api(site.server, `/admin/page-builder/layouts/${privacy.id}/publish`, { method: 'POST', token });
    const page = await armedPage();
    await visit(page, '/privacy');
    expect(await page.locator('section').count()).toBeGreaterThan(XSS_PAYLOADS.length);
  });

  it('runs none in the page builder: its preview, the props forms and the rich-text editor', async () => {
    const page = await armedPage();
    await signIn(page, site.server, DEMO.admin, DEMO.password, pageBuilderUrls.page({ id: ids.layoutId }));
    await page.getByRole('tabpanel').locator('section').first().waitFor();
    await expectClean(page);
    await page.getByRole('tab', { name: 'ویرایش' }).click();
    // One component's form is open at a time: each in turn, the text block's with its rich-text editor.
    await page
      .getByRole('button', { name: /^ویرایش متن/ })
      .first()
      .click();
    await page.getByRole('toolbar', { name: 'ابزارهای متن' }).first().waitFor();
    await expectClean(page);
    for (const name of [/^ویرایش بنر اصلی/, /^ویرایش برنامه‌ها/, /^ویرایش نظرات/]) {
      const edit = page.getByRole('button', { name }).first();
      await edit.click();
      await expect.poll(() => edit.getAttribute('aria-expanded')).toBe('true');
      await expectClean(page);
    }
  });

  it('runs none in the landing rows and slides on /', async () => {
    await visit(await armedPage(), '/');
  });

  it('runs none in the landing texts on the admin screen, in its list and its inline edit form', async () => {
    const page = await armedPage();
    await signIn(page, site.server, DEMO.admin, DEMO.password, landingContentUrls.page());
    await page
      .getByRole('region', { name: /^بخش اصلی/ })
      .getByText('hero.title')
      .waitFor();
    await expectClean(page);
    await page.getByRole('button', { name: 'ویرایش hero.title' }).click();
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).waitFor();
    await expectClean(page);
  });

  it('runs none in slide texts saved through the admin API, on / and in /admin/slides', async () => {
    const token = await loginToken(site.server, DEMO.admin, DEMO.password);
    // One slide per payload as its title (at most 200 characters), the payloads in groups as descriptions.
    for (const [i, title] of XSS_PAYLOADS.entries()) {
      const description = XSS_PAYLOADS.slice(i - (i % 8), i - (i % 8) + 8).join(' ');
      await api(site.server, '/admin/slides', {
        method: 'POST',
        token,
        body: {
          title,
          description,
          imageUrl: '/images/slides/slide-1.svg',
          link: '/programs',
          displayOrder: i,
        },
      });
    }
    await visit(await armedPage(), '/');
    const page = await armedPage();
    await signIn(page, site.server, DEMO.admin, DEMO.password, slideUrls.list());
    await page.getByRole('table', { name: 'فهرست اسلایدها' }).waitFor();
    await expectClean(page);
    await page
      .getByRole('button', { name: `ویرایش ${XSS_PAYLOADS[0]}`, exact: true })
      .first()
      .click();
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).waitFor();
    await expectClean(page);
    await page.getByRole('button', { name: 'تغییر ترتیب' }).click();
    await page.getByRole('dialog', { name: 'ترتیب نمایش اسلایدها' }).waitFor();
    await expectClean(page);
  });

  it('runs none in the programs list and a program page', async () => {
    const page = await armedPage();
    await visit(page, '/programs');
    await visit(page, `/programs/${ids.programId}`);
  });

  it('runs none in the admin program list and a program edit form', async () => {
    const page = await armedPage();
    await signIn(page, site.server, DEMO.admin, DEMO.password, programUrls.list());
    await page.getByRole('table', { name: 'فهرست برنامه‌ها' }).getByRole('row').nth(1).waitFor();
    await expectClean(page);
    await visit(page, programUrls.edit(ids.programId));
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).waitFor();
    await expectClean(page);
  });

  it('runs none in the course catalogue and a course page', async () => {
    const page = await armedPage();
    await visit(page, '/courses');
    await visit(page, `/courses/${ids.courseId}`);
  });

  it("runs none in a member's name in the header", async () => {
    const page = await armedPage();
    await signIn(page, site.server, DEMO.student, DEMO.password, '/');
    await expectClean(page);
    await visit(page, '/profile');
  });
});
