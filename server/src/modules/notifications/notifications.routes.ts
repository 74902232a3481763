import { rowsTagged } from '../../rest/route';
import { notificationMessages as messages } from './notifications.messages';

const row = rowsTagged('notifications');

export const notificationRoutes = [
  row('GET', '/notifications', 'notifications'),
  row('GET', '/notifications/recent', 'recentNotifications'),
  row('GET', '/notifications/unread-count', 'unreadNotificationCount', {
    answer: (d) => ({ count: d.unreadNotificationCount }),
  }),
  row('PUT', '/notifications/mark-all-read', 'markAllNotificationsRead', { message: messages.allRead }),
  row('PUT', '/notifications/:id/read', 'markNotificationRead'),
  row('DELETE', '/notifications/:id', 'deleteNotification', {
    answer: () => null,
    message: messages.deleted,
  }),
  row('POST', '/notifications', 'createNotification', { successStatus: 201, message: messages.sent }),
];
