import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { installSubscriptionLink } from '../../app/apollo/socketLink';
import { NotificationDropdown } from './NotificationDropdown';

/** The header's bell for a signed-in visitor: first gives the Apollo client its WebSocket link. */
export function LiveNotificationDropdown() {
  const client = useApolloClient();
  // Before the bell's first render, so its subscription already takes the socket.
  useState(() => installSubscriptionLink(client));
  return <NotificationDropdown />;
}
