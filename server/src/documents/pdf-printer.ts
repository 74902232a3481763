import type { Browser } from 'playwright-core';
import { DomainError } from '../errors';
import { documentMessages } from './documents.messages';

export interface PdfPrinterOptions {
  /** Debian's Chromium by default (`CHROMIUM_PATH`). */
  executablePath: string;
  /** Documents printed at once; more wait their turn (each page costs a renderer process). */
  maxConcurrent?: number;
  /** The browser is closed after this long without a document, so an idle server holds no Chromium. */
  idleCloseMs?: number;
}

/** Headless Chromium on a server with a closed network: no sandbox as root, no GPU, no calls home. */
export const CHROMIUM_LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Prints a self-contained HTML page (see `documentHtml`) to PDF with headless Chromium: the browser's own text
 * shaping and bidirectional layout are what make Persian come out joined and right to left. One browser is
 * started on the first document and shared; each document gets a fresh context that may fetch nothing.
 */
export class PdfPrinter {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly queue: Array<() => void> = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly maxConcurrent: number;
  private readonly idleCloseMs: number;

  constructor(private readonly options: PdfPrinterOptions) {
    this.maxConcurrent = options.maxConcurrent ?? 2;
    this.idleCloseMs = options.idleCloseMs ?? 60_000;
  }

  async print(documentHtml: string): Promise<Buffer> {
    await this.takeTurn();
    try {
      return await this.printOnce(documentHtml).catch(async (error: unknown) => {
        if (error instanceof DomainError) throw error;
        // A browser that died between documents is started again once.
        await this.discardBrowser();
        return this.printOnce(documentHtml);
      });
    } finally {
      this.endTurn();
    }
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    await this.discardBrowser();
  }

  private async printOnce(documentHtml: string): Promise<Buffer> {
    const browser = await this.openBrowser();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(documentHtml, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
    } finally {
      await context.close().catch(() => {});
    }
  }

  private openBrowser(): Promise<Browser> {
    if (!this.browser) {
      // playwright-core costs ~70 MB of memory once loaded: a server that never prints never loads it.
      const launching = import('playwright-core')
        .then(({ chromium }) =>
          chromium.launch({ executablePath: this.options.executablePath, args: CHROMIUM_LAUNCH_ARGS }),
        )
        .catch(() => {
          this.browser = null;
          throw new DomainError('UNAVAILABLE', documentMessages.pdfUnavailable);
        });
      launching.then((browser) => browser.on('disconnected', () => this.forget(launching))).catch(() => {});
      this.browser = launching;
    }
    return this.browser;
  }

  private forget(launching: Promise<Browser>): void {
    if (this.browser === launching) this.browser = null;
  }

  private async discardBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await browser.then((b) => b.close()).catch(() => {});
  }

  private takeTurn(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.active < this.maxConcurrent) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private endTurn(): void {
    const next = this.queue.shift();
    if (next) {
      next();
      return;
    }
    this.active--;
    if (this.active === 0) {
      this.idleTimer = setTimeout(() => void this.discardBrowser(), this.idleCloseMs);
      this.idleTimer.unref();
    }
  }
}
