import { readFile } from 'node:fs/promises';
import { formatToman } from '@common/money';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/src/testing/pdf-text';
import { chromiumAvailable } from './support/browser';
import { type ApiProgram, activePrograms, api, DEMO, loginToken, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

const RECEIPT_LINK = 'مشاهده و دریافت رسید';

describe.runIf(run)('donor receipts in Chromium', () => {
  const site = useSite();
  let page: Page;
  let programs: ApiProgram[];

  beforeAll(async () => {
    programs = await activePrograms(site.server);
    expect(programs.length).toBeGreaterThanOrEqual(1);
  });

  /** From the program page: the donation dialog, the online method, the stand-in gateway's «پرداخت», and back. */
  async function payOnline(
    program: ApiProgram,
    amountToman: string,
    guest?: { name: string; email: string },
  ) {
    await page.getByRole('heading', { name: program.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'حمایت مالی از این برنامه' }).click();
    const dialog = page.getByRole('dialog', { name: 'حمایت مالی' });
    await dialog.getByRole('radio').first().waitFor();
    await dialog.getByRole('textbox', { name: 'مبلغ دلخواه (تومان)' }).fill(amountToman);
    if (guest) {
      await dialog.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill(guest.name);
      await dialog.getByRole('textbox', { name: 'ایمیل' }).fill(guest.email);
    }
    await dialog.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
    await dialog.getByRole('button', { name: 'ثبت و پرداخت' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/stand-in/zarinpal/'));
    const back = page.waitForURL(
      (url) => url.pathname === `/programs/${program.id}` && url.searchParams.get('donation') === 'success',
      { waitUntil: 'commit' },
    );
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await back;
    await page.getByRole('status').filter({ hasText: 'پرداخت با موفقیت انجام شد' }).waitFor();
  }

  const receiptFrame = () => page.frameLocator('iframe[title="رسید قابل چاپ"]');

  it('a donor pays, finds the gift in their history, downloads its PDF receipt and verifies it publicly', async () => {
    const program = programs[0];
    page = await site.open();
    await signIn(page, site.server, DEMO.donor, DEMO.password, `/programs/${program.id}`);
    await payOnline(program, '123000');

    // The history, from the user menu.
    await page.getByRole('button', { name: /منوی کاربر/ }).click();
    await page.getByRole('menuitem', { name: 'کمک‌های من' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/donations');
    const table = page.getByRole('table', { name: 'فهرست کمک‌های من' });
    const row = table
      .getByRole('row')
      .filter({ hasText: formatToman(1_230_000) })
      .first();
    await row.getByText(program.name).waitFor();
    await row.getByText('موفق').waitFor();
    await row.getByText('پرداخت آنلاین').waitFor();
    const receiptLink = row.getByRole('link', { name: /^مشاهده‌ی رسید / });
    const number = ((await receiptLink.getAttribute('aria-label')) ?? '').replace('مشاهده‌ی رسید ', '');
    expect(number).toMatch(/^[۰-۹]{4}-[۰-۹]{6}$/);

    // The receipt: the server's page in a frame, and its PDF.
    await receiptLink.click();
    await page.waitForURL((url) => /^\/profile\/donations\/\d+\/receipt$/.test(url.pathname));
    await receiptFrame().getByText(number).waitFor();
    await receiptFrame().getByText('به حروف: صد و بیست و سه هزار تومان').waitFor();
    const code = ((await receiptFrame().locator('.code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'دریافت PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{6}\.pdf$/);
    const text = pdfText(await readFile((await download.path()) ?? ''));
    expect(text).toContain(number);
    // Poppler reads the lam-alef ligature backwards («کلاس» comes out «کالس»); Chromium printed it right.
    expect([program.name, program.name.replaceAll('لا', 'ال')].some((name) => text.includes(name))).toBe(
      true,
    );
    expect(text).toContain(code);

    // Anyone with the code (or the QR) sees it confirmed, without the donor's account.
    const verifier = await site.open();
    await verifier.goto(`${site.server.url}/verify/receipt/${code}`);
    await verifier.getByText('این رسید معتبر است و در سامانه‌ی انجمن ثبت شده است.').waitFor();
    await verifier.getByText(number).waitFor();
    await verifier.getByText(program.name).waitFor();
    await verifier.getByText(formatToman(1_230_000)).waitFor();
    await verifier.close();
  });

  it('a guest’s result page links to a receipt that opens without an account', async () => {
    const program = programs[programs.length > 1 ? 1 : 0];
    page = await site.open();
    await page.goto(`${site.server.url}/programs/${program.id}`);
    await payOnline(program, '45000', { name: 'رضا مهمان', email: 'reza.e2e@example.com' });
    // The receipt link stays on the page after the address is cleaned.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: RECEIPT_LINK }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/receipts/') && url.searchParams.has('token'));
    await receiptFrame().getByText('رضا مهمان').waitFor();
    await receiptFrame().getByText(formatToman(450_000)).waitFor();

    // The same address with a changed token shows nothing of it.
    const url = new URL(page.url());
    url.searchParams.set('token', 'x'.repeat(32));
    await page.goto(url.toString());
    await page.getByText('رسید مورد نظر یافت نشد').waitFor();
  });

  it('a guest’s offline gift leaves a link that waits for the approval, then opens the receipt', async () => {
    const program = programs[0];
    page = await site.open();
    await page.goto(`${site.server.url}/programs/${program.id}`);
    await page.getByRole('heading', { name: program.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'حمایت مالی از این برنامه' }).click();
    const dialog = page.getByRole('dialog', { name: 'حمایت مالی' });
    await dialog.getByRole('textbox', { name: 'مبلغ دلخواه (تومان)' }).fill('62000');
    await dialog.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('نسرین مهمان');
    await dialog.getByRole('textbox', { name: 'ایمیل' }).fill('nasrin.e2e@example.com');
    await dialog.getByRole('radio', { name: /کارت به کارت/ }).check();
    await dialog.getByRole('button', { name: 'ثبت و پرداخت' }).click();

    const keep = dialog.getByRole('region', { name: 'پیوند رسید شما' });
    const opening = page.context().waitForEvent('page');
    await keep.getByRole('link', { name: 'باز کردن پیوند رسید' }).click();
    const tab = await opening;
    await tab.getByText('پرداخت این کمک هنوز تأیید نشده است', { exact: false }).waitFor();
    // A wait, not an error: announced politely, with no alert on the page.
    expect(await tab.getByRole('status').filter({ hasText: 'هنوز تأیید نشده' }).count()).toBe(1);
    expect(await tab.getByRole('alert').count()).toBe(0);
    const id = Number(new URL(tab.url()).pathname.split('/').pop());

    const admin = await loginToken(site.server, DEMO.admin, DEMO.password);
    await api(site.server, `/admin/donations/${id}/status`, {
      method: 'PATCH',
      body: { status: 'COMPLETED' },
      token: admin,
    });
    await tab.reload();
    await tab.frameLocator('iframe[title="رسید قابل چاپ"]').getByText('نسرین مهمان').waitFor();
    await tab.close();
  });
});
