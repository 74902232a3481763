import { existsSync } from 'node:fs';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationReceipts, programs, rateLimits } from '../../db/schema';
import { documentMessages } from '../../documents/documents.messages';
import { PDF_LIMIT, pdfLimitKey } from '../../documents/print-desk';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import {
  callbackLocation,
  choose,
  openFundraisingApp,
  requestPayment,
  TEST_METHODS,
} from '../../testing/fundraising';
import { PDFTOTEXT, pdfText } from '../../testing/pdf-text';
import type { TestApp } from '../../testing/test-app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Outside CI a machine without Chromium or poppler skips the printing; CI installs both.
const canPrint = process.env.CI === 'true' || (existsSync(CHROMIUM) && existsSync(PDFTOTEXT));

let t: TestApp;
let programId: number;
let donor: Record<string, string>;
let stranger: Record<string, string>;
let donorId: number;
const PROGRAM = 'بورسیه‌ی دانش‌آموزان <script>alert(1)</script>';

beforeAll(async () => {
  ({ t, programId } = await openFundraisingApp());
  await t.db.update(programs).set({ name: PROGRAM }).where(eq(programs.id, programId));
  donorId = (await insertUser(t, '09120000041', { firstName: 'مریم', lastName: 'کریمی' })).id;
  await insertUser(t, '09120000042');
  donor = bearer(await tokenFor(t, '09120000041'));
  stranger = bearer(await tokenFor(t, '09120000042'));
});
afterAll(() => t.close());

/**
 * The PDF's text as a reader extracts it. Poppler drops the space between a number and the word after it
 * («۵۰٬۰۰۰تومان»), so it is put back; it also reads the lam-alef ligature backwards, so assertions avoid «لا».
 */
const readPdf = (pdf: Buffer) => pdfText(pdf).replace(/([۰-۹])(تومان)/g, '$1 $2');

async function pay(amountToman: number, headers?: Record<string, string>, isAnonymous = false) {
  const guest = headers ? {} : { donorName: 'علی <b>رضایی</b>', donorEmail: 'ali@example.org' };
  const created = await t.rest(
    'POST',
    '/api/donations',
    { programId, amount: amountToman, paymentMethod: TEST_METHODS.online, isAnonymous, ...guest },
    headers,
  );
  const id: number = created.json().data.id;
  const { startPayPath } = await requestPayment(t, id, headers);
  const location = await callbackLocation(t, await choose(t, startPayPath, 'pay'));
  const [receipt] = await t.db.select().from(donationReceipts).where(eq(donationReceipts.donationId, id));
  return { id, location, receipt };
}

describe('the printable receipt page', () => {
  it('is one escaped Persian page with the number, QR and code; only its donor opens it', async () => {
    const { id, receipt } = await pay(125_000, donor);
    const page = await t.rest('GET', `/api/user/donations/${id}/receipt.html`, undefined, donor);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain(toPersianDigits(receipt.number));
    expect(page.body).toContain('صد و بیست و پنج هزار تومان');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('<svg');
    expect(page.body).toContain(
      `${receipt.verificationCode.slice(0, 5)}-${receipt.verificationCode.slice(5)}`,
    );

    const other = await t.rest('GET', `/api/user/donations/${id}/receipt.pdf`, undefined, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, message: 'رسید مورد نظر یافت نشد' });
    expect((await t.rest('GET', `/api/user/donations/${id}/receipt.pdf`)).statusCode).toBe(401);
    const bad = await t.rest('GET', '/api/user/donations/x1/receipt.html', undefined, donor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('مقدار «شناسه» نامعتبر است');
  });

  it('a guest’s link opens the page; a changed token does not', async () => {
    const { id, location } = await pay(30_000);
    const token = /receipt=\d+\.([\w-]+)$/.exec(location)?.[1] ?? '';
    const page = await t.rest('GET', `/api/receipts/${id}/receipt.html?token=${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('علی &lt;b&gt;رضایی&lt;/b&gt;');
    const wrong = await t.rest(
      'GET',
      `/api/receipts/${id}/receipt.pdf?token=${token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect((await t.rest('GET', `/api/receipts/${id}/receipt.pdf`)).statusCode).toBe(400);
  });
});

describe.skipIf(!canPrint)('receipt and statement PDFs', () => {
  it('the receipt PDF reads, in order, number, program and amount in Persian; anonymous says «ناشناس»', async () => {
    const { id, receipt } = await pay(50_000, donor, true);
    const response = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/user/donations/${id}/receipt.pdf`,
      headers: donor,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${receipt.number}.pdf"`,
    );
    const text = readPdf(response.rawPayload);
    const number = toPersianDigits(receipt.number);
    expect(text).toContain('رسید کمک مالی');
    expect(text).toContain(number);
    expect(text).toContain('بورسیه‌ی دانش‌آموزان');
    expect(text).toContain('۵۰٬۰۰۰ تومان');
    expect(text).toContain('پنجاه هزار تومان');
    expect(text).toContain('ناشناس');
    expect(text).not.toContain('مریم');
    expect(text.indexOf(number)).toBeLessThan(text.indexOf('بورسیه‌ی دانش‌آموزان'));
    expect(text.indexOf('بورسیه‌ی دانش‌آموزان')).toBeLessThan(text.indexOf('۵۰٬۰۰۰ تومان'));
  });

  it('the yearly statement PDF lists the year’s receipts and their total', async () => {
    const { receipt } = await pay(20_000, donor);
    const all = await t.rest('GET', `/api/user/donations/statement/${receipt.jalaliYear}`, undefined, donor);
    const { receipts, total } = all.json().data as { receipts: Array<{ number: string }>; total: number };
    const response = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/user/donations/statement.pdf?year=${toPersianDigits(receipt.jalaliYear)}`,
      headers: donor,
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = readPdf(response.rawPayload);
    expect(text).toContain('صورت‌حساب');
    expect(text).toContain('مریم کریمی');
    for (const r of receipts) expect(text).toContain(toPersianDigits(r.number));
    expect(text).toContain(formatToman(total));
    expect(text).toContain('جمع کل');
    const bad = await t.rest('GET', '/api/user/donations/statement.pdf?year=abc', undefined, donor);
    expect(bad.statusCode).toBe(400);
    const far = await t.rest('GET', '/api/user/donations/statement.pdf?year=99999', undefined, donor);
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBeTruthy();
    expect(
      (await t.rest('GET', `/api/user/donations/statement.pdf?year=${receipt.jalaliYear}`)).statusCode,
    ).toBe(401);
  });
});

describe('printing is limited', () => {
  it('a member who used up the PDFs of this window gets a Persian 429, before anything is printed', async () => {
    const { id } = await pay(10_000, donor);
    const { limit, windowSeconds } = PDF_LIMIT;
    const windowMs = windowSeconds * 1000;
    const now = Math.floor(Date.now() / windowMs) * windowMs;
    // This window and the next, so a test running across the boundary still finds the count used up.
    for (const start of [now, now + windowMs]) {
      await t.db
        .insert(rateLimits)
        .values({ key: pdfLimitKey({ userId: donorId }), windowStart: new Date(start), hits: limit })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: limit } });
    }
    const refused = await t.rest('GET', `/api/user/donations/${id}/receipt.pdf`, undefined, donor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(documentMessages.tooManyPdfs);
    // The printable page costs no browser and stays open.
    expect((await t.rest('GET', `/api/user/donations/${id}/receipt.html`, undefined, donor)).statusCode).toBe(
      200,
    );
  });
});
