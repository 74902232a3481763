import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium, recordForeignRequests } from './support/browser';
import { type E2eServer, startE2eServer } from './support/server';

const run = chromiumAvailable();

describe.runIf(run)('the site in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;
  let foreign: string[];

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  let cspViolations: string[];

  async function open(path: string) {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    foreign = recordForeignRequests(page);
    cspViolations = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await page.goto(`${server.url}${path}`);
    return page;
  }

  it('shows a seeded slide on the Persian, right-to-left home page, loading nothing from outside', async () => {
    const slides = await fetch(`${server.url}/api/public/slides`).then((r) => r.json());
    expect(slides.success).toBe(true);
    expect(slides.data.length).toBeGreaterThan(0);
    const first = slides.data[0];

    await open('/');
    await page.getByRole('heading', { name: first.title }).first().waitFor();
    const image = page.locator(`img[src="${first.imageUrl}"]`).first();
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'fa',
      'rtl',
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    await page.evaluate(() => document.fonts.ready);
    const font = await page.evaluate(() => ({
      family: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].some((f) => f.family.includes('Vazirmatn') && f.status === 'loaded'),
    }));
    expect(font.family).toContain('Vazirmatn');
    expect(font.loaded).toBe(true);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('sends an unknown path to the home page', async () => {
    await open('/no/such/page');
    await page.waitForURL(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('sends a guest who opens a protected page to /login', async () => {
    await open('/profile');
    await page.waitForURL(/\/login$/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('opens the GraphiQL IDE at /graphql with no outside network, and it runs a query', async () => {
    await open('/graphql');
    await page.locator('.graphiql-container').waitFor();
    const answer = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health { status } }' }),
      });
      return response.json();
    });
    expect(answer).toEqual({ data: { health: { status: 'UP' } } });
    await page.waitForTimeout(500);
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  it('serves the API docs (Swagger UI) from this server, working under the Content-Security-Policy', async () => {
    await open('/api/docs');
    await page.locator('.swagger-ui .opblock-tag').first().waitFor();
    expect(await page.locator('.swagger-ui .opblock-tag').count()).toBeGreaterThan(8);
    await page.locator('.swagger-ui .opblock-tag', { hasText: 'admin' }).first().click();
    await expect.poll(() => page.locator('.swagger-ui .opblock').count()).toBeGreaterThan(20);
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });
});
