import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MarkNotificationReadDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { NOTIFICATION_TEXTS } from './notificationTexts';

/** Marks one unread notification read; the cached item and the unread count follow at once. */
export function useMarkNotificationRead(): (id: number) => Promise<void> {
  const [markRead] = useMutation(MarkNotificationReadDocument, {
    update(cache) {
      cache.updateQuery({ query: UnreadNotificationCountDocument }, (data) =>
        data ? { unreadNotificationCount: Math.max(0, data.unreadNotificationCount - 1) } : data,
      );
    },
  });
  return useCallback(
    async (id: number) => {
      try {
        await markRead({ variables: { id } });
      } catch {
        notify.error(NOTIFICATION_TEXTS.markFailed);
      }
    },
    [markRead],
  );
}
