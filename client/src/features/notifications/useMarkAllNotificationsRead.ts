import { useMutation } from '@apollo/client/react';
import { MarkAllNotificationsReadDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { NOTIFICATION_TEXTS } from './notificationTexts';

/** 'Mark all read': the count drops to 0 and every cached notification turns read, without a refetch. */
export function useMarkAllNotificationsRead() {
  const [markAll, { loading }] = useMutation(MarkAllNotificationsReadDocument, {
    update(cache) {
      cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: 0 } });
      const snapshot = cache.extract();
      if (!snapshot || typeof snapshot !== 'object') return;
      for (const id of Object.keys(snapshot)) {
        if (id.startsWith('Notification:')) cache.modify({ id, fields: { isRead: () => true } });
      }
    },
  });

  const markAllRead = async () => {
    try {
      await markAll();
      notify.success(NOTIFICATION_TEXTS.allRead);
    } catch {
      notify.error(NOTIFICATION_TEXTS.markAllFailed);
    }
  };

  return { markAllRead, marking: loading };
}
