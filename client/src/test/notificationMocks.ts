import {
  type NotificationFieldsFragment,
  RecentNotificationsDocument,
  UnreadNotificationCountDocument,
} from '../gql/graphql';
import type { Mock } from './authMocks';

export function makeNotification(
  overrides: Partial<NotificationFieldsFragment> = {},
): NotificationFieldsFragment {
  return {
    __typename: 'Notification',
    id: 1,
    type: 'SYSTEM',
    title: 'خوش آمدید!',
    message: 'حساب کاربری شما با موفقیت ایجاد شد.',
    isRead: false,
    readAt: null,
    timeAgo: '۵ دقیقه پیش',
    actionUrl: null,
    createdAt: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export const unreadCountMock = (count: number): Mock => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: count } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const recentMock = (items: NotificationFieldsFragment[]): Mock => ({
  request: { query: RecentNotificationsDocument, variables: { limit: 5 } },
  result: { data: { recentNotifications: items } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
