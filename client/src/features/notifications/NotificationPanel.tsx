import { useQuery } from '@apollo/client/react';
import { RECENT_NOTIFICATIONS_LIMIT } from '@common/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { menuItemClasses } from '../../components/ui/DropdownMenu';
import { Spinner } from '../../components/ui/Spinner';
import { RecentNotificationsDocument } from '../../gql/graphql';
import { NotificationSummary } from './NotificationSummary';
import { NOTIFICATION_TEXTS } from './notificationTexts';
import { useMarkAllNotificationsRead } from './useMarkAllNotificationsRead';
import { useOpenNotification } from './useOpenNotification';

interface NotificationPanelProps {
  unreadCount: number;
  onClose: () => void;
}

/** Inside the bell's dropdown: the five latest notifications, 'mark all read' and the link to the list. */
export function NotificationPanel({ unreadCount, onClose }: NotificationPanelProps) {
  const { data, loading, error } = useQuery(RecentNotificationsDocument, {
    variables: { limit: RECENT_NOTIFICATIONS_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const open = useOpenNotification(onClose);
  const { markAllRead, marking } = useMarkAllNotificationsRead();
  const items = data?.recentNotifications ?? [];

  let body: ReactNode;
  if (!data && loading) body = <Spinner className="w-full py-8" />;
  else if (!data && error)
    body = (
      <p role="alert" className="px-3 py-8 text-center text-sm text-red-600">
        {NOTIFICATION_TEXTS.fetchFailed}
      </p>
    );
  else if (items.length === 0)
    body = <p className="px-3 py-8 text-center text-sm text-ink-500">{NOTIFICATION_TEXTS.empty}</p>;
  else
    body = (
      <ul className="flex flex-col gap-0.5">
        {items.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              role="menuitem"
              onClick={() => open(notification)}
              className={`flex w-full rounded-xl px-3 py-3 transition-colors hover:bg-ink-50 ${notification.isRead ? '' : 'bg-brand-50/70'}`}
            >
              <NotificationSummary notification={notification} clamp />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-3 pt-2 pb-3">
        <p className="font-bold text-ink-900">{NOTIFICATION_TEXTS.title}</p>
        {unreadCount > 0 && (
          <button
            type="button"
            role="menuitem"
            disabled={marking}
            onClick={() => void markAllRead()}
            className="rounded-lg px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {NOTIFICATION_TEXTS.markAll}
          </button>
        )}
      </div>
      <div className="max-h-[min(24rem,60vh)] overflow-y-auto py-1">{body}</div>
      <Link
        to="/notifications"
        role="menuitem"
        onClick={onClose}
        className={`${menuItemClasses} justify-center border-t border-ink-100 font-medium text-brand-700`}
      >
        {NOTIFICATION_TEXTS.viewAll}
      </Link>
    </div>
  );
}
