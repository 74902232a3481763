import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notifications } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';

let owner: { id: number; auth: Record<string, string> };
let stranger: Record<string, string>;

it.beforeAll(async ({ app }) => {
  const user = await insertUser(app, '09128880001');
  owner = { id: user.id, auth: bearer(await tokenFor(app, '09128880001')) };
  await insertUser(app, '09128880002');
  stranger = bearer(await tokenFor(app, '09128880002'));
  await app.db.insert(notifications).values(
    Array.from({ length: 12 }, (_, i) => ({
      userId: user.id,
      type: i === 0 ? ('DONATION' as const) : ('SYSTEM' as const),
      title: `اعلان ${i}`,
      message: 'متن',
      createdAt: new Date(Date.now() - (12 - i) * 60_000),
    })),
  );
});

describe('notifications', () => {
  it('lists pages newest first with the spec shape and defaults (0, 10)', async ({ app }) => {
    const response = await app.rest('GET', '/api/notifications', undefined, owner.auth);
    const data = response.json().data;
    expect(data).toMatchObject({ totalElements: 12, totalPages: 2, page: 0, size: 10 });
    expect(data.content).toHaveLength(10);
    expect(data.content[0]).toMatchObject({
      title: 'اعلان 11',
      isRead: false,
      readAt: null,
      timeAgo: '۱ دقیقه پیش',
    });
    const second = await app.rest('GET', '/api/notifications?page=۱&size=10', undefined, owner.auth);
    expect(second.json().data.content.map((n: { title: string }) => n.title)).toEqual(['اعلان 1', 'اعلان 0']);
    const bad = await app.rest('GET', '/api/notifications?size=1000', undefined, owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('تعداد موارد هر صفحه باید بین ۱ تا ۱۰۰ باشد');
    expect((await app.rest('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('answers the recent ones (default 5) and the unread count', async ({ app }) => {
    const recent = await app.rest('GET', '/api/notifications/recent', undefined, owner.auth);
    expect(recent.json().data).toHaveLength(5);
    const three = await app.gql(
      graphql(`query NotificationsRecentNotifications { recentNotifications(limit: 3) { id } }`),
      {},
      owner.auth,
    );
    expect(three.data?.recentNotifications).toHaveLength(3);
    const count = await app.rest('GET', '/api/notifications/unread-count', undefined, owner.auth);
    expect(count.json().data).toEqual({ count: 12 });
    const none = await app.rest('GET', '/api/notifications/unread-count', undefined, stranger);
    expect(none.json().data).toEqual({ count: 0 });
  });

  it('marks one read, only for its owner', async ({ app }) => {
    const [first] = await app.db.select().from(notifications).where(eq(notifications.title, 'اعلان 0'));
    const foreign = await app.rest('PUT', `/api/notifications/${first.id}/read`, undefined, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('اعلان مورد نظر یافت نشد');
    const read = await app.rest('PUT', `/api/notifications/${first.id}/read`, undefined, owner.auth);
    expect(read.json().data).toMatchObject({ isRead: true, type: 'DONATION' });
    expect(read.json().data.readAt).not.toBeNull();
    const count = await app.rest('GET', '/api/notifications/unread-count', undefined, owner.auth);
    expect(count.json().data.count).toBe(11);
  });

  it('deletes one (owner only) and marks all read', async ({ app }) => {
    const [doomed] = await app.db.select().from(notifications).where(eq(notifications.title, 'اعلان 1'));
    expect(
      (await app.rest('DELETE', `/api/notifications/${doomed.id}`, undefined, stranger)).statusCode,
    ).toBe(404);
    const deleted = await app.rest('DELETE', `/api/notifications/${doomed.id}`, undefined, owner.auth);
    expect(deleted.json()).toEqual({ success: true, message: 'اعلان حذف شد', data: null });
    const all = await app.rest('PUT', '/api/notifications/mark-all-read', undefined, owner.auth);
    expect(all.json()).toEqual({ success: true, message: 'همه اعلانات خوانده شدند', data: { count: 10 } });
    const count = await app.gql(
      graphql(`query NotificationsUnreadNotificationCount { unreadNotificationCount }`),
      {},
      owner.auth,
    );
    expect(count.data).toEqual({ unreadNotificationCount: 0 });
  });

  it('lets an admin create one; unknown types become SYSTEM; members may not', async ({ app, asAdmin }) => {
    const input = {
      userId: owner.id,
      type: 'party',
      title: 'جلسه',
      message: 'جلسه فردا',
      actionUrl: '/programs/3',
    };
    expect((await app.rest('POST', '/api/notifications', input, stranger)).statusCode).toBe(403);
    const created = await app.rest('POST', '/api/notifications', input, asAdmin.headers);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'SYSTEM',
      title: 'جلسه',
      actionUrl: '/programs/3',
      isRead: false,
    });
    const bad = await app.rest(
      'POST',
      '/api/notifications',
      { userId: 999999, title: '', message: '' },
      asAdmin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      title: 'عنوان اعلان الزامی است',
      message: 'متن اعلان الزامی است',
    });
    const nobody = await app.rest(
      'POST',
      '/api/notifications',
      { userId: 999999, title: 'x', message: 'y' },
      asAdmin.headers,
    );
    expect(nobody.statusCode).toBe(404);
    const [{ n }] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.title, 'x'));
    expect(n).toBe(0);
  });
});
