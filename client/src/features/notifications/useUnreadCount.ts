import { useQuery } from '@apollo/client/react';
import { UNREAD_POLL_INTERVAL_MS } from '@common/constants';
import { UnreadNotificationCountDocument } from '../../gql/graphql';
import { useLiveNotifications } from './useLiveNotifications';

/**
 * The viewer's unread notifications: pushed over the WebSocket the moment they change; asked again every 30
 * seconds only while the socket is not live (it could not open, or gave up).
 */
export function useUnreadCount(): number {
  const live = useLiveNotifications();
  const { data } = useQuery(UnreadNotificationCountDocument, {
    pollInterval: live ? 0 : UNREAD_POLL_INTERVAL_MS,
  });
  return data?.unreadNotificationCount ?? 0;
}
