import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sharedChromium } from './browser';
import { type E2eServer, startE2eServer } from './server';
import { newPage } from './site';

export interface SiteFixture {
  readonly server: E2eServer;
  readonly browser: Browser;
  /** A new desktop page, closed again after the test. */
  open(): Promise<Page>;
}

/**
 * One server on a fresh seeded database for a test file, and the worker's Chromium; each test's page is
 * closed after it, and every context the file opened after the file. Call it at the top of a describe
 * block; hooks declared after it see a running site.
 */
export function useSite(): SiteFixture {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), sharedChromium()]);
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site is not started yet (use it inside tests and hooks)');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async open() {
      page = await newPage(started(browser));
      return page;
    },
  };
}
