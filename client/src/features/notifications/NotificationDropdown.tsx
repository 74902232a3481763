import { toPersianDigits } from '@common/digits';
import { lazy, Suspense } from 'react';
import { DropdownMenu } from '../../components/ui/DropdownMenu';
import { BellIcon } from '../../components/ui/pageIcons';
import { Spinner } from '../../components/ui/Spinner';
import { NOTIFICATION_TEXTS } from './notificationTexts';
import { formatUnreadBadge } from './unreadBadge';
import { useUnreadCount } from './useUnreadCount';

// The panel (its list, queries and actions) loads with the first opening, not with every page.
const NotificationPanel = lazy(() =>
  import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel })),
);

/** The bell with the unread badge ('۹+' above 9); the panel loads the latest notifications when opened. */
export function NotificationDropdown() {
  const unreadCount = useUnreadCount();
  const badge = formatUnreadBadge(unreadCount);
  const label = badge
    ? `${NOTIFICATION_TEXTS.title} (${toPersianDigits(unreadCount)} خوانده‌نشده)`
    : NOTIFICATION_TEXTS.title;

  return (
    <DropdownMenu
      label={label}
      triggerClassName="relative inline-flex size-11 items-center justify-center rounded-xl text-ink-700 transition-colors hover:bg-ink-100"
      menuClassName="w-96 max-sm:fixed max-sm:inset-x-4 max-sm:top-20 max-sm:w-auto"
      trigger={
        <>
          <BellIcon className="size-6" />
          {badge && (
            <span
              dir="ltr"
              data-testid="unread-badge"
              className="absolute -top-0.5 -end-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
            >
              {badge}
            </span>
          )}
        </>
      }
    >
      <Suspense fallback={<Spinner className="w-full py-8" />}>
        <NotificationPanel unreadCount={unreadCount} />
      </Suspense>
    </DropdownMenu>
  );
}
