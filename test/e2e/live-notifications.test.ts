import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { api, DEMO, newPage, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

const tokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('token') ?? '');

describe.runIf(run)('live notifications in Chromium', () => {
  const site = useSite();

  it("an admin's notification appears in another browser's bell within a second, without polling", async () => {
    // The member, in a browser of their own; the bell's socket is live once its first event arrives.
    const memberBrowser = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const member = await memberBrowser.newPage();
    member.setDefaultTimeout(15_000);
    const socketLive = new Promise<void>((resolve) => {
      member.on('websocket', (socket) => {
        if (!socket.url().endsWith('/graphql')) return;
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('notificationEvents')) resolve();
        });
      });
    });
    const polls: string[] = [];
    member.on('request', (request) => {
      if (
        request.url().endsWith('/graphql') &&
        (request.postData() ?? '').includes('unreadNotificationCount')
      )
        polls.push(new Date().toISOString());
    });
    try {
      await signIn(member, site.server, DEMO.student, DEMO.password);
      await socketLive;
      // Everything read first (through the API, as another tab would): the bell has no badge.
      const memberToken = await tokenOf(member);
      await api(site.server, '/notifications/mark-all-read', { method: 'PUT', token: memberToken });
      await member.getByRole('button', { name: 'اعلان‌ها', exact: true }).waitFor();

      // The admin, signed in in another browser, sends the member a notification from their page.
      const admin = await newPage(site.browser);
      await signIn(admin, site.server, DEMO.admin, DEMO.password, dashboardUrls.home());
      const adminToken = await tokenOf(admin);
      const memberId = await member.evaluate(
        () => JSON.parse(window.localStorage.getItem('user') ?? '{}').id as number,
      );
      const pollsBefore = polls.length;
      const started = Date.now();
      const status = await admin.evaluate(
        async ({ token, userId }) => {
          const response = await fetch('/api/notifications', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ userId, title: 'جلسه‌ی فردا لغو شد', message: 'زمان تازه را خبر می‌دهیم.' }),
          });
          return response.status;
        },
        { token: adminToken, userId: memberId },
      );
      expect(status).toBe(201);
      await member.getByRole('button', { name: 'اعلان‌ها (۱ خوانده‌نشده)' }).waitFor({ timeout: 1000 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(polls.length, 'the bell asked the server instead of hearing the socket').toBe(pollsBefore);

      // The panel lists it.
      await member.getByRole('button', { name: /^اعلان‌ها/ }).click();
      await member.getByRole('menuitem', { name: /جلسه‌ی فردا لغو شد/ }).waitFor();
      await admin.close();
    } finally {
      await memberBrowser.close();
    }
  });
});
