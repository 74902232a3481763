import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_ARGS } from '../../../server/src/documents/pdf-printer';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Outside CI a machine without Chromium skips the end-to-end tests (and says so); in CI it must run them. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true') {
    throw new Error(
      `CI=true but Chromium is missing at ${CHROMIUM_PATH}: install it (apt-get install -y chromium)`,
    );
  }
  console.warn(`Skipping end-to-end tests: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_LAUNCH_ARGS,
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every file this worker runs (the end-to-end project keeps its worker between files),
 * launched again if it went away. A file closes the contexts it opened instead of the browser.
 */
export function sharedChromium(): Promise<Browser> {
  if (!shared) {
    const launching = launchChromium();
    shared = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launching) shared = undefined;
        }),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/** Every request a page makes that leaves this machine (there must be none: no CDN). */
export function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) &&
      !['localhost', '127.0.0.1'].includes(url.hostname)
    ) {
      foreign.push(request.url());
    }
  });
  return foreign;
}
