import { notificationCreateSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import { NotificationAdminResolver } from './notification-admin.resolver';
import { NotificationAdminService } from './notification-admin.service';
import { NotificationFeed } from './notification-feed';
import { NotificationResolver } from './notifications.resolver';
import { notificationRoutes } from './notifications.routes';
import { NotificationService } from './notifications.service';
import { NotificationLiveResolver } from './notifications-live.resolver';

export const notificationsModule = defineModule({
  name: 'notifications',
  services: ({ db, live, audit }: Uses<'db' | 'live'> & { audit: AuditService }) => {
    const notifications = new NotificationService(db);
    return {
      notifications,
      notificationAdmin: new NotificationAdminService(db, notifications, audit),
      notificationFeed: new NotificationFeed(notifications, live),
    };
  },
  resolvers: (s) => [
    new NotificationResolver(s.notifications),
    new NotificationLiveResolver(),
    new NotificationAdminResolver(s.notificationAdmin),
  ],
  rest: notificationRoutes,
  inputMessages: { NotificationCreateInput: fieldMessagesOf(notificationCreateSchema) },
});
