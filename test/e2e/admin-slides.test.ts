import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slideUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn, solidPng } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const BY_ADDRESS = 'اردوی علمی تابستان ۱۴۰۵';
const UPLOADED = 'کتابخانه‌ی تازه‌ی مدرسه';

describe.runIf(run)('an admin manages the home-page slides', () => {
  const site = useSite();
  let page: Page;

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const form = () => page.getByRole('region', { name: /^(افزودن|ویرایش) اسلاید/ });
  const carousel = () => page.getByRole('region', { name: 'اسلایدهای معرفی' });

  it('adds a slide by address and one by upload, and both are in the carousel on the next load', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, slideUrls.list());
    await page.getByRole('table', { name: 'فهرست اسلایدها' }).waitFor();

    // The first by its picture's address (on this site, so the page's image policy allows it).
    await page.getByRole('button', { name: 'افزودن اسلاید' }).first().click();
    await form().getByRole('button', { name: 'افزودن اسلاید' }).click();
    await form().getByText('عنوان اسلاید الزامی است').waitFor();
    await form().getByText('تصویر اسلاید الزامی است').waitFor();
    // A picture on another site would never show (the page's image policy): the form says to upload it.
    await form().getByLabel('یا نشانی تصویر').fill('https://other.example/x.jpg');
    await form()
      .getByLabel(/^عنوان\*?$/)
      .fill(BY_ADDRESS);
    await form().getByRole('button', { name: 'افزودن اسلاید' }).click();
    await form()
      .getByText(
        'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید',
      )
      .waitFor();
    const address = `${site.server.url}/images/slides/slide-2.svg`;
    await form().getByLabel('یا نشانی تصویر').fill(address);
    await form()
      .getByLabel(/^عنوان\*?$/)
      .fill(BY_ADDRESS);
    await form().getByLabel('توضیحات', { exact: true }).fill('ثبت‌نام اردوی علمی برای دانش‌آموزان پایه‌ی نهم');
    await form().getByLabel('لینک', { exact: true }).fill('/programs');
    await form().getByRole('button', { name: 'افزودن اسلاید' }).click();
    await toast('اسلاید با موفقیت ایجاد شد');
    await form().waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'فهرست اسلایدها' });
    await table.getByRole('row').filter({ hasText: BY_ADDRESS }).waitFor();

    // The second uploaded: a PDF is refused with the spec's message, a PNG is stored.
    await page.getByRole('button', { name: 'افزودن اسلاید' }).first().click();
    const zone = form().getByLabel('آپلود تصویر اسلاید');
    await zone.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await form().getByText('لطفاً فقط فایل تصویری انتخاب کنید').waitFor();
    await zone.setInputFiles({
      name: 'slide.png',
      mimeType: 'image/png',
      buffer: solidPng(64, [14, 116, 144]),
    });
    await toast('تصویر با موفقیت آپلود شد');
    const uploaded = await form().getByLabel('یا نشانی تصویر').inputValue();
    expect(uploaded).toMatch(/^\/uploads\/images\/[a-z0-9-]+\.png$/);
    await form()
      .getByLabel(/^عنوان\*?$/)
      .fill(UPLOADED);
    await form().getByLabel('ترتیب نمایش').fill('۱');
    await form().getByRole('button', { name: 'افزودن اسلاید' }).click();
    await toast('اسلاید با موفقیت ایجاد شد');
    await table.getByRole('row').filter({ hasText: UPLOADED }).waitFor();

    // The next load of the home page shows both, in display order, with their pictures.
    await page.goto(`${site.server.url}/`);
    await carousel().waitFor();
    const headings = await carousel()
      .getByRole('heading', { level: 2, includeHidden: true })
      .evaluateAll((found) => found.map((h) => h.textContent));
    expect(headings[0]).toBe(BY_ADDRESS);
    expect(headings).toContain(UPLOADED);
    expect(
      await carousel().getByRole('img', { name: BY_ADDRESS, includeHidden: true }).getAttribute('src'),
    ).toBe(address);
    expect(
      await carousel().getByRole('img', { name: UPLOADED, includeHidden: true }).getAttribute('src'),
    ).toBe(uploaded);
  });

  it('unpublishes and deletes (after confirmation); the carousel follows on the next load', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, slideUrls.list());
    const table = page.getByRole('table', { name: 'فهرست اسلایدها' });
    await table.getByRole('button', { name: `ویرایش ${UPLOADED}` }).click();
    await form().getByRole('switch', { name: 'منتشر شود' }).click();
    await form().getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await toast('اسلاید با موفقیت به‌روزرسانی شد');
    await table.getByRole('row').filter({ hasText: UPLOADED }).getByText('غیرفعال').waitFor();

    await table.getByRole('button', { name: `حذف ${BY_ADDRESS}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف اسلاید' }).click();
    await toast('اسلاید با موفقیت حذف شد');
    await table.getByRole('row').filter({ hasText: BY_ADDRESS }).waitFor({ state: 'detached' });

    await page.goto(`${site.server.url}/`);
    await carousel().getByRole('img', { includeHidden: true }).first().waitFor({ state: 'attached' });
    const titles = await carousel()
      .getByRole('img', { includeHidden: true })
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(titles).not.toContain(BY_ADDRESS);
    expect(titles).not.toContain(UPLOADED);
    expect(titles.length).toBeGreaterThan(0);
  });
});
