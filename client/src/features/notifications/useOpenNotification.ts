import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { useMarkNotificationRead } from './useMarkNotificationRead';

type Openable = Pick<NotificationFieldsFragment, 'id' | 'isRead' | 'actionUrl'>;

/**
 * Clicking a notification: marks it read if unread, follows its actionUrl (site paths in the app, web
 * links in a new tab) and then calls `onDone` (closes the dropdown).
 */
export function useOpenNotification(onDone?: () => void): (notification: Openable) => void {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  return useCallback(
    ({ id, isRead, actionUrl }: Openable) => {
      if (!isRead) void markRead(id);
      if (actionUrl?.startsWith('/') && !actionUrl.startsWith('//')) navigate(actionUrl);
      else if (actionUrl && /^https?:\/\//i.test(actionUrl)) window.open(actionUrl, '_blank', 'noopener');
      onDone?.();
    },
    [markRead, navigate, onDone],
  );
}
