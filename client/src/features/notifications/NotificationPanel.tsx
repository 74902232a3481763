import { useQuery } from '@apollo/client/react';
import { RECENT_NOTIFICATIONS_LIMIT } from '@common/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MenuItem, menuItemClasses } from '../../components/ui/DropdownMenu';
import { Spinner } from '../../components/ui/Spinner';
import { RecentNotificationsDocument } from '../../gql/graphql';
import { NotificationSummary } from './NotificationSummary';
import { NOTIFICATION_TEXTS } from './notificationTexts';
import { useMarkAllNotificationsRead } from './useMarkAllNotificationsRead';
import { useOpenNotification } from './useOpenNotification';

interface NotificationPanelProps {
  unreadCount: number;
}

/** Inside the bell's dropdown: the five latest notifications, 'mark all read' and the link to the list. */
export function NotificationPanel({ unreadCount }: NotificationPanelProps) {
  const { data, loading, error } = useQuery(RecentNotificationsDocument, {
    variables: { limit: RECENT_NOTIFICATIONS_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  // Choosing an entry closes the menu by itself.
  const open = useOpenNotification(() => undefined);
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
            <MenuItem
              onSelect={() => open(notification)}
              className={`flex w-full rounded-xl px-3 py-3 outline-none transition-colors hover:bg-ink-50 data-[highlighted]:bg-ink-50 ${notification.isRead ? '' : 'bg-brand-50/70'}`}
            >
              <NotificationSummary notification={notification} clamp />
            </MenuItem>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-3 pt-2 pb-3">
        <p className="font-bold text-ink-900">{NOTIFICATION_TEXTS.title}</p>
        {unreadCount > 0 && (
          <MenuItem
            disabled={marking}
            onSelect={(event) => {
              // The list stays open to show every entry read.
              event.preventDefault();
              void markAllRead();
            }}
            className="rounded-lg px-2 py-1 text-xs font-medium text-brand-700 outline-none hover:bg-brand-50 data-[disabled]:opacity-60 data-[highlighted]:bg-brand-50"
          >
            {NOTIFICATION_TEXTS.markAll}
          </MenuItem>
        )}
      </div>
      <div className="max-h-[min(24rem,60vh)] overflow-y-auto py-1">{body}</div>
      <MenuItem asChild>
        <Link
          to="/notifications"
          className={`${menuItemClasses} justify-center border-t border-ink-100 font-medium text-brand-700`}
        >
          {NOTIFICATION_TEXTS.viewAll}
        </Link>
      </MenuItem>
    </div>
  );
}
