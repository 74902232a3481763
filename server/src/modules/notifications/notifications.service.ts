import { type NotificationType, NotificationType as Types } from '@common/enums';
import { pagingSchema } from '@common/validation';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import { publish } from '../../live/channels';
import { validated } from '../validated';
import { notificationMessages } from './notifications.messages';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  type?: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
}

const NOT_FOUND_MESSAGE = notificationMessages.notFound;
const MAX_RECENT = 50;

/** Members' notifications: written by the product's own events, read and tidied by their owner. */
export class NotificationService {
  constructor(private readonly db: Db) {}

  /**
   * Records a notification for a user (inside the caller's transaction when `db` is given) and announces it on
   * the live bus, which delivers it when that transaction commits.
   */
  async notify(userId: number, notification: NewNotification, db: Db = this.db): Promise<NotificationRow> {
    const [row] = await db
      .insert(notifications)
      .values({ userId, type: Types.SYSTEM, ...notification })
      .returning();
    await publish(db, 'notifications', { userId, notificationId: row.id });
    return row;
  }

  async list(viewer: Viewer, page: number, size: number) {
    const paging = validated(pagingSchema, { page, size });
    const mine = eq(notifications.userId, viewer.userId);
    const [{ total }] = await this.db.select({ total: count() }).from(notifications).where(mine);
    const content = await this.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.size)
      .offset(paging.page * paging.size);
    return { content, totalElements: total, totalPages: Math.ceil(total / paging.size), ...paging };
  }

  recent(viewer: Viewer, limit: number) {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, viewer.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(Math.min(Math.max(Math.trunc(limit), 1), MAX_RECENT));
  }

  async unreadCount(viewer: Viewer): Promise<number> {
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, viewer.userId), eq(notifications.isRead, false)));
    return total;
  }

  /** One of the viewer's own notifications, or null (another member's, or deleted meanwhile). */
  async findOwn(viewer: Viewer, id: number): Promise<NotificationRow | null> {
    const [row] = await this.db.select().from(notifications).where(this.owned(viewer, id));
    return row ?? null;
  }

  async markRead(viewer: Viewer, id: number): Promise<NotificationRow> {
    const [updated] = await this.db
      .update(notifications)
      .set({ isRead: true, readAt: new Date() })
      .where(and(this.owned(viewer, id), eq(notifications.isRead, false)))
      .returning();
    if (updated) {
      await this.announceCountChange(viewer);
      return updated;
    }
    const [already] = await this.db.select().from(notifications).where(this.owned(viewer, id));
    if (!already) throw notFound(NOT_FOUND_MESSAGE);
    return already;
  }

  /** Marks every unread notification of the viewer read; answers how many changed. */
  async markAllRead(viewer: Viewer): Promise<number> {
    const changed = await this.db
      .update(notifications)
      .set({ isRead: true, readAt: new Date() })
      .where(and(eq(notifications.userId, viewer.userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await this.announceCountChange(viewer);
    return changed.length;
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    const removed = await this.db
      .delete(notifications)
      .where(this.owned(viewer, id))
      .returning({ id: notifications.id });
    if (removed.length === 0) throw notFound(NOT_FOUND_MESSAGE);
    await this.announceCountChange(viewer);
    return true;
  }

  /** The viewer's other tabs and devices update their bell too. */
  private announceCountChange(viewer: Viewer): Promise<void> {
    return publish(this.db, 'notifications', { userId: viewer.userId });
  }

  private owned(viewer: Viewer, id: number) {
    return and(eq(notifications.id, id), eq(notifications.userId, viewer.userId));
  }
}
