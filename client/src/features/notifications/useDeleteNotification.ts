import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  DeleteNotificationDocument,
  NotificationsDocument,
  UnreadNotificationCountDocument,
} from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { NOTIFICATION_TEXTS } from './notificationTexts';

/**
 * Deletes one notification: it leaves the cache (and so every list) at once; the page, which may now take
 * an item from the next page, and the unread count are fetched again.
 */
export function useDeleteNotification(): (id: number) => Promise<void> {
  const [remove] = useMutation(DeleteNotificationDocument, {
    refetchQueries: [NotificationsDocument, UnreadNotificationCountDocument],
  });
  return useCallback(
    async (id: number) => {
      try {
        await remove({
          variables: { id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'Notification', id }) });
            cache.gc();
          },
        });
        notify.success(NOTIFICATION_TEXTS.deleted);
      } catch {
        notify.error(NOTIFICATION_TEXTS.deleteFailed);
      }
    },
    [remove],
  );
}
