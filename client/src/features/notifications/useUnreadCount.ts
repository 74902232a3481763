import { useQuery } from '@apollo/client/react';
import { UNREAD_POLL_INTERVAL_MS } from '@common/constants';
import { UnreadNotificationCountDocument } from '../../gql/graphql';

/** The viewer's unread notifications, asked again every 30 seconds. */
export function useUnreadCount(): number {
  const { data } = useQuery(UnreadNotificationCountDocument, { pollInterval: UNREAD_POLL_INTERVAL_MS });
  return data?.unreadNotificationCount ?? 0;
}
