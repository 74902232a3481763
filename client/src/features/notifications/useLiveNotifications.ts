import { useSubscription } from '@apollo/client/react';
import { NotificationEventsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';

/**
 * The viewer's notification events over the WebSocket: each one writes the unread count into the cache (the
 * bell's query) and, when a notification was created, drops the cached lists so an open panel or page asks
 * again. Answers whether the socket is live; while it is not, the bell keeps polling.
 */
export function useLiveNotifications(): boolean {
  const { data, error } = useSubscription(NotificationEventsDocument, {
    onData: ({ client, data: event }) => {
      const change = event.data?.notificationEvents;
      if (!change) return;
      client.cache.writeQuery({
        query: UnreadNotificationCountDocument,
        data: { unreadNotificationCount: change.unreadCount },
      });
      if (change.notification) {
        client.cache.evict({ fieldName: 'recentNotifications' });
        client.cache.evict({ fieldName: 'notifications' });
        client.cache.gc();
      }
    },
  });
  return data !== undefined && error === undefined;
}
