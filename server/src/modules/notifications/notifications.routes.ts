import { NOTIFICATIONS_PAGE_SIZE, RECENT_NOTIFICATIONS_LIMIT } from '@common/constants';
import {
  RestCreateNotificationDocument,
  RestDeleteNotificationDocument,
  RestMarkAllNotificationsReadDocument,
  RestMarkNotificationReadDocument,
  RestNotificationsDocument,
  RestRecentNotificationsDocument,
  RestUnreadNotificationCountDocument,
} from '../../rest/gql/graphql';
import { bodyAsInput, defineRoute } from '../../rest/route';
import { notificationMessages } from './notifications.messages';

const id = { id: { type: 'int', description: 'Notification id' } } as const;

export const notificationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notifications',
    tag: 'notifications',
    summary: "The viewer's notifications, newest first",
    operation: RestNotificationsDocument,
    query: {
      page: { type: 'int', default: 0, description: '0-based page' },
      size: { type: 'int', default: NOTIFICATIONS_PAGE_SIZE, description: 'Items per page (1–100)' },
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/notifications/recent',
    tag: 'notifications',
    summary: "The viewer's latest notifications",
    operation: RestRecentNotificationsDocument,
    query: { limit: { type: 'int', default: RECENT_NOTIFICATIONS_LIMIT, description: 'At most 50' } },
  }),
  defineRoute({
    method: 'GET',
    path: '/notifications/unread-count',
    tag: 'notifications',
    summary: 'How many notifications are unread (data.count)',
    operation: RestUnreadNotificationCountDocument,
    answer: (data) => ({ count: data.unreadNotificationCount }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/notifications/mark-all-read',
    tag: 'notifications',
    summary: 'Mark every notification read (data.count: how many were unread)',
    operation: RestMarkAllNotificationsReadDocument,
    message: notificationMessages.allRead,
  }),
  defineRoute({
    method: 'PUT',
    path: '/notifications/:id/read',
    tag: 'notifications',
    summary: 'Mark one notification read',
    operation: RestMarkNotificationReadDocument,
    params: id,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/notifications/:id',
    tag: 'notifications',
    summary: 'Delete one notification',
    operation: RestDeleteNotificationDocument,
    params: id,
    answer: () => null,
    message: notificationMessages.deleted,
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications',
    tag: 'notifications',
    summary: 'Admin: send a notification to one member',
    operation: RestCreateNotificationDocument,
    variables: bodyAsInput,
    successStatus: 201,
    message: notificationMessages.sent,
  }),
];
