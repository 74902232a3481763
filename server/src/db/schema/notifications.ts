import { NOTIFICATION_TYPES } from '@common/enums';
import { boolean, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum().notNull().default('SYSTEM'),
    title: text().notNull(),
    message: text().notNull(),
    actionUrl: text(),
    isRead: boolean().notNull().default(false),
    readAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
  ],
);
