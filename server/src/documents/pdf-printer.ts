import type { Browser, BrowserContext } from 'playwright-core';
import { DomainError, RetryLaterError } from '../errors';
import { documentMessages } from './documents.messages';
import { PRINT_QUEUE_DEFAULTS, PrintQueue, type PrintQueueOptions } from './print-queue';

export interface PdfPrinterOptions {
  /** Debian's Chromium by default (`CHROMIUM_PATH`). */
  executablePath: string;
  /** The turns: how many print at once, how many may wait and for how long (see PrintQueue). */
  queue?: Partial<PrintQueueOptions>;
  /** A document still printing after this long is given up (a hung page must not hold its turn). */
  printTimeoutMs?: number;
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

/** A browser that has not started after this long is not going to. */
const LAUNCH_TIMEOUT_MS = 30_000;

/** One document in a fresh context that may fetch nothing. */
async function render(context: BrowserContext, documentHtml: string): Promise<Buffer> {
  const page = await context.newPage();
  await page.route('**/*', (route) => route.abort());
  await page.setContent(documentHtml, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
}

async function printInFreshContext(browser: Browser, documentHtml: string): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    return await render(context, documentHtml);
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Prints a self-contained HTML page (see `documentHtml`) to PDF with headless Chromium: the browser's own text
 * shaping and bidirectional layout are what make Persian come out joined and right to left. One browser is
 * started on the first document and shared; each document gets a fresh context that may fetch nothing.
 */
export class PdfPrinter {
  /** Whose document prints next; public so tests can fill it. */
  readonly queue: PrintQueue;
  private browser: Promise<Browser> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleCloseMs: number;
  private readonly printTimeoutMs: number;

  constructor(private readonly options: PdfPrinterOptions) {
    this.idleCloseMs = options.idleCloseMs ?? 60_000;
    this.printTimeoutMs = options.printTimeoutMs ?? 20_000;
    this.queue = new PrintQueue({ ...PRINT_QUEUE_DEFAULTS, ...options.queue }, () => this.closeWhenIdle());
  }

  /** Prints in `owner`'s turn (an account or a client address); a 503 with Retry-After when there is no room. */
  print(documentHtml: string, owner: string): Promise<Buffer> {
    return this.queue.run(owner, () => {
      if (this.idleTimer) clearTimeout(this.idleTimer);
      this.idleTimer = null;
      return this.printOnce(documentHtml).catch((error: unknown) => {
        if (error instanceof DomainError) throw error;
        // A browser that died between documents is started again once; closing the dead one is nobody's wait.
        void this.discardBrowser(this.browser);
        return this.printOnce(documentHtml);
      });
    });
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    await this.discardBrowser(this.browser);
  }

  /**
   * The deadline covers the whole print: starting the browser, opening a context and rendering, since a hung
   * Chromium may stop at any of them. A print given up there holds its turn no longer; its browser is dropped
   * (closed in the background) so the next document starts a fresh one.
   */
  private async printOnce(documentHtml: string): Promise<Buffer> {
    const launching = this.openBrowser();
    const printing = launching.then((browser) => printInFreshContext(browser, documentHtml));
    // A print given up at its deadline may still fail later, when its browser is closed; nobody waits for it.
    printing.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void this.discardBrowser(launching);
        reject(this.timedOut());
      }, this.printTimeoutMs);
    });
    try {
      return await Promise.race([printing, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private timedOut(): RetryLaterError {
    return new RetryLaterError(
      'UNAVAILABLE',
      documentMessages.printTimedOut,
      this.queue.options.retryAfterSeconds,
    );
  }

  private openBrowser(): Promise<Browser> {
    if (!this.browser) {
      // playwright-core costs ~70 MB of memory once loaded: a server that never prints never loads it.
      const launching = import('playwright-core')
        .then(({ chromium }) =>
          chromium.launch({
            executablePath: this.options.executablePath,
            args: CHROMIUM_LAUNCH_ARGS,
            timeout: LAUNCH_TIMEOUT_MS,
          }),
        )
        .catch(() => {
          this.forget(launching);
          throw new DomainError('UNAVAILABLE', documentMessages.pdfUnavailable);
        });
      launching.then((browser) => browser.on('disconnected', () => this.forget(launching))).catch(() => {});
      this.browser = launching;
    }
    return this.browser;
  }

  /** Only the browser in use is forgotten: a later one, started after this was dropped, stays. */
  private forget(launching: Promise<Browser> | null): void {
    if (this.browser === launching) this.browser = null;
  }

  private async discardBrowser(launching: Promise<Browser> | null): Promise<void> {
    this.forget(launching);
    if (launching) await launching.then((b) => b.close()).catch(() => {});
  }

  private closeWhenIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.discardBrowser(this.browser), this.idleCloseMs);
    this.idleTimer.unref();
  }
}
