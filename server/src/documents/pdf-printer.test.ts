import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError, RetryLaterError } from '../errors';
import { PDFTOTEXT, pdfText } from '../testing/pdf-text';
import { documentHtml } from './document-html';
import { documentMessages } from './documents.messages';
import { html } from './html-template';
import { PdfPrinter } from './pdf-printer';
import { qrSvg } from './qr-code';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Outside CI a machine without Chromium or poppler skips these; CI installs both, so there they must run.
const canPrint = process.env.CI === 'true' || (existsSync(CHROMIUM) && existsSync(PDFTOTEXT));
const printer = new PdfPrinter({ executablePath: CHROMIUM });
afterAll(() => printer.close());

/** A "browser" that never answers: it notes each start in `launches`, then hangs for a few seconds. */
function hangingBrowser(): { executablePath: string; launches: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'hanging-browser-'));
  const executablePath = join(dir, 'chromium');
  writeFileSync(executablePath, `#!/bin/sh\necho started >> '${dir}/launches'\nexec sleep 3\n`);
  chmodSync(executablePath, 0o755);
  const launches = () =>
    existsSync(join(dir, 'launches'))
      ? readFileSync(join(dir, 'launches'), 'utf8').split('\n').length - 1
      : 0;
  return { executablePath, launches };
}

function expectTimedOut(error: unknown): void {
  expect(error).toBeInstanceOf(RetryLaterError);
  expect((error as RetryLaterError).code).toBe('UNAVAILABLE');
  expect((error as RetryLaterError).message).toBe(documentMessages.printTimedOut);
  expect((error as RetryLaterError).retryAfterSeconds).toBeGreaterThan(0);
}

describe('printing a Persian document to PDF', () => {
  it.skipIf(!canPrint)('keeps the Persian words whole and in reading order', async () => {
    const body = html`<h1>رسید کمک مالی</h1>
      <p>برنامهٔ بورسیهٔ دانش‌آموزان مستعد</p>
      <p>مبلغ: <span>۲۵۰٬۰۰۰</span> تومان</p>
      ${await qrSvg('https://example.org/verify/receipt/ABCDE12345')}`;
    const pdf = await printer.print(documentHtml({ title: 'رسید', body }), 'test');

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('رسید کمک مالی');
    expect(text).toContain('دانش‌آموزان');
    expect(text).toContain('۲۵۰٬۰۰۰');
    expect(text.indexOf('رسید کمک مالی')).toBeLessThan(text.indexOf('مبلغ'));
    expect(text).toMatch(/مبلغ:? ?۲۵۰٬۰۰۰ ?:? ?تومان/);
  });

  it.skipIf(!canPrint)('escapes what a person typed, so it prints as text', async () => {
    const name = '<img src=x onerror=alert(1)> علی';
    const pdf = await printer.print(documentHtml({ title: 'آزمایش', body: html`<p>${name}</p>` }), 'test');
    const text = pdfText(pdf);
    expect(text).toContain('img src=x onerror=alert(1)');
    expect(text).toContain('علی');
  });

  it.skipIf(!canPrint)(
    'gives up a document still printing at its deadline, and hands the turn on',
    async () => {
      const slow = new PdfPrinter({ executablePath: CHROMIUM, printTimeoutMs: 1, queue: { concurrency: 1 } });
      try {
        const page = documentHtml({ title: 'x', body: html`<p>گواهی</p>` });
        const errors = await Promise.all([
          slow.print(page, 'user:1').catch((e) => e),
          slow.print(page, 'user:2').catch((e) => e),
        ]);
        for (const error of errors) expectTimedOut(error);
        expect(slow.queue.load).toEqual({ printing: 0, waiting: 0 });
      } finally {
        await slow.close();
      }
    },
  );

  it('gives up a document whose browser never starts at its deadline, and hands the turn on', async () => {
    const hanging = hangingBrowser();
    const stuck = new PdfPrinter({ executablePath: hanging.executablePath, printTimeoutMs: 200 });
    try {
      const started = Date.now();
      const error = await stuck
        .print(documentHtml({ title: 'x', body: html`<p>گواهی</p>` }), 'user:1')
        .catch((e) => e);
      // The hanging browser gives up by itself after 3 s: an answer before then came from the deadline.
      expect(Date.now() - started).toBeLessThan(2_000);
      expectTimedOut(error);
      expect(stuck.queue.load).toEqual({ printing: 0, waiting: 0 });
    } finally {
      await stuck.close();
    }
  });

  it('starts a fresh browser for the document after one that timed out', async () => {
    const hanging = hangingBrowser();
    // Long enough for a loaded machine to start the stand-in and let it sign in; it still hangs for 3 s.
    const stuck = new PdfPrinter({ executablePath: hanging.executablePath, printTimeoutMs: 1_500 });
    try {
      const page = documentHtml({ title: 'x', body: html`<p>گواهی</p>` });
      expectTimedOut(await stuck.print(page, 'user:1').catch((e) => e));
      expectTimedOut(await stuck.print(page, 'user:1').catch((e) => e));
      expect(hanging.launches()).toBe(2);
    } finally {
      await stuck.close();
    }
  });

  it('answers a Persian "unavailable" when there is no browser to print with', async () => {
    const missing = new PdfPrinter({ executablePath: '/nonexistent/chromium' });
    const error = await missing
      .print(documentHtml({ title: 'x', body: html`<p>x</p>` }), 'test')
      .catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('PDF');
    await missing.close();
  });
});
