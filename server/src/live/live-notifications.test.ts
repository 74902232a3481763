import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../db/schema';
import { bearer, insertUser, tokenFor } from '../testing/accounts';
import { openLiveSocket } from '../testing/live-socket';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let baseUrl: string;
let member: { id: number; token: string };
let other: { id: number; token: string };
let adminAuth: Record<string, string>;

const created = (title: string) => `mutation {
  createNotification(input: { userId: ${member.id}, title: "${title}", message: "متن" }) { id }
}`;

beforeAll(async () => {
  // Sessions that simply run out are found by a periodic check; a second here instead of a minute.
  t = await createTestApp({ SOCKET_SESSION_RECHECK_SECONDS: '1' });
  baseUrl = await t.app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const user = await insertUser(t, '09127770001');
  member = { id: user.id, token: await tokenFor(t, '09127770001') };
  const second = await insertUser(t, '09127770002');
  other = { id: second.id, token: await tokenFor(t, '09127770002') };
  await insertUser(t, '09127770003', { userType: 'ADMIN' });
  adminAuth = bearer(await tokenFor(t, '09127770003'));
});
afterAll(() => t.close());

describe('live notifications over WebSocket', () => {
  it('pushes the unread count at once, then each notification an admin creates through either door', async () => {
    const socket = openLiveSocket(baseUrl, member.token);
    const stranger = openLiveSocket(baseUrl, other.token);
    try {
      expect((await socket.waitForEvents(1))[0]).toEqual({ unreadCount: 0, notification: null });
      await stranger.waitForEvents(1);

      const rest = await t.rest(
        'POST',
        '/api/notifications',
        { userId: member.id, title: 'از راه REST', message: 'متن' },
        adminAuth,
      );
      expect(rest.statusCode).toBe(201);
      const [, second] = await socket.waitForEvents(2);
      expect(second).toMatchObject({ unreadCount: 1, notification: { title: 'از راه REST' } });

      const gql = await t.gql(created('از راه GraphQL'), {}, adminAuth);
      expect(gql.errors).toBeUndefined();
      const [, , third] = await socket.waitForEvents(3);
      expect(third).toMatchObject({ unreadCount: 2, notification: { title: 'از راه GraphQL' } });

      // Both sends are in the audit log with the admin's name.
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.objectType, 'notification'));
      expect(audited.map((row) => row.action)).toEqual(['create', 'create']);

      // Reading one elsewhere (another tab, the REST door) updates the count; no notification rides along.
      const id = (second.notification as { id: number }).id;
      await t.rest('PUT', `/api/notifications/${id}/read`, undefined, bearer(member.token));
      const [, , , fourth] = await socket.waitForEvents(4);
      expect(fourth).toEqual({ unreadCount: 1, notification: null });

      // Another member's socket heard nothing of it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stranger.events).toEqual([{ unreadCount: 0, notification: null }]);
    } finally {
      await socket.dispose();
      await stranger.dispose();
    }
  });

  it('refuses a socket without a token, or with a dead one: nothing private is sent', async () => {
    for (const token of [null, 'not-a-token']) {
      const socket = openLiveSocket(baseUrl, token);
      expect(await socket.closed).toBe(4403);
      expect(socket.events).toEqual([]);
    }
  });

  it('closes the socket of a session that logs out, within a moment', async () => {
    await insertUser(t, '09127770004');
    const token = await tokenFor(t, '09127770004');
    const socket = openLiveSocket(baseUrl, token);
    await socket.waitForEvents(1);
    const started = Date.now();
    const logout = await t.rest('POST', '/api/auth/logout', undefined, bearer(token));
    expect(logout.statusCode).toBe(200);
    expect(await socket.closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('closes the socket of a session that runs out, at the next check', async () => {
    const user = await insertUser(t, '09127770014');
    const socket = openLiveSocket(baseUrl, await tokenFor(t, '09127770014'));
    await socket.waitForEvents(1);
    // Nothing announces an expiry: only the periodic check can find it.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const code = await Promise.race([
      socket.closed,
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 4000)),
    ]);
    expect(code).toBe(4401);
  });

  it('closes every socket of a member an admin switches off, and keeps the others open', async () => {
    const user = await insertUser(t, '09127770005');
    const token = await tokenFor(t, '09127770005');
    const socket = openLiveSocket(baseUrl, token);
    const bystander = openLiveSocket(baseUrl, other.token);
    try {
      await socket.waitForEvents(1);
      await bystander.waitForEvents(1);
      const answer = await t.gql(
        `mutation { toggleUserStatus(id: ${user.id}) { id isActive } }`,
        {},
        adminAuth,
      );
      expect(answer.errors).toBeUndefined();
      expect(await socket.closed).toBe(4401);
      await t.gql(created('هنوز باز'), {}, adminAuth);
      // The bystander's socket is still subscribed (the next event for them would arrive); only checked open.
      expect(bystander.client).toBeDefined();
    } finally {
      await bystander.dispose();
    }
  });

  it('refuses the upgrade from a foreign origin and takes one from the site', async () => {
    const foreign = openLiveSocket(baseUrl, member.token, { origin: 'https://evil.example' });
    expect(await foreign.closed).toBe(1006);
    const own = openLiveSocket(baseUrl, member.token, { origin: 'http://localhost:4000' });
    try {
      expect((await own.waitForEvents(1))[0].unreadCount).toBeGreaterThanOrEqual(0);
    } finally {
      await own.dispose();
    }
  });

  it('runs only subscriptions over the socket, and answers the HTTP door without a 500', async () => {
    const query = openLiveSocket(baseUrl, member.token, { query: '{ me { id } }' });
    try {
      await expect.poll(() => query.errors.length).toBeGreaterThan(0);
      expect(JSON.stringify(query.errors)).toContain('فقط اشتراک');
    } finally {
      await query.dispose();
    }
    const overHttp = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...bearer(member.token) },
      payload: JSON.stringify({ query: 'subscription { notificationEvents { unreadCount } }' }),
    });
    expect(overHttp.statusCode).toBe(400);
    expect(overHttp.body).not.toContain('unreadCount":');
    expect(overHttp.json().errors?.[0]?.message).toContain('فقط از راه WebSocket');
  });

  it('caps the sockets one session may hold', async () => {
    const sockets = Array.from({ length: 8 }, () => openLiveSocket(baseUrl, other.token));
    try {
      await Promise.all(sockets.map((socket) => socket.waitForEvents(1)));
      const extra = openLiveSocket(baseUrl, other.token);
      expect(await extra.closed).toBe(4429);
    } finally {
      await Promise.all(sockets.map((socket) => socket.dispose()));
    }
  });

  it('survives malformed messages and huge ones without ending the server', async () => {
    const { default: WebSocket } = await import('ws');
    const raw = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const code = await new Promise<number>((resolve) => {
      raw.on('open', () => raw.send('{"type":"connection_init","payload":{"authorization":12}'));
      raw.on('close', (closeCode) => resolve(closeCode));
    });
    expect(code).toBeGreaterThanOrEqual(4000);
    const big = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const bigCode = await new Promise<number>((resolve) => {
      big.on('open', () => big.send('x'.repeat(200_000)));
      big.on('close', (closeCode) => resolve(closeCode));
    });
    expect(bigCode).toBe(1009);
    const health = await t.gql('{ health { status } }');
    expect(health.errors).toBeUndefined();
  });
});
