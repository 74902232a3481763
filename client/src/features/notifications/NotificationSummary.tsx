import type { NotificationFieldsFragment } from '../../gql/graphql';
import { NotificationTypeIcon } from './NotificationTypeIcon';

type Summary = Pick<NotificationFieldsFragment, 'type' | 'title' | 'message' | 'timeAgo' | 'isRead'>;

/** Icon, title, message and age of a notification; unread ones carry a dot and bolder text. */
export function NotificationSummary({
  notification,
  clamp = false,
}: {
  notification: Summary;
  clamp?: boolean;
}) {
  const { type, title, message, timeAgo, isRead } = notification;
  return (
    <span className="flex min-w-0 flex-1 items-start gap-3 text-start">
      <NotificationTypeIcon type={type} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-2">
          <span
            className={`truncate text-sm ${isRead ? 'font-medium text-ink-700' : 'font-bold text-ink-900'}`}
          >
            {title}
          </span>
          {!isRead && (
            <span className="size-2 shrink-0 rounded-full bg-brand-500">
              <span className="sr-only">(خوانده‌نشده)</span>
            </span>
          )}
        </span>
        <span className={`text-sm leading-6 text-ink-600 ${clamp ? 'line-clamp-2' : ''}`}>{message}</span>
        <span className="text-xs text-ink-500">{timeAgo}</span>
      </span>
    </span>
  );
}
