import { toPersianDigits } from '@common/digits';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { AlertIcon, BellIcon, RefreshIcon } from '../../components/ui/pageIcons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotificationRow } from './NotificationRow';
import { NotificationsPager } from './NotificationsPager';
import { NOTIFICATION_TEXTS } from './notificationTexts';
import { useDeleteNotification } from './useDeleteNotification';
import { useMarkAllNotificationsRead } from './useMarkAllNotificationsRead';
import { useMarkNotificationRead } from './useMarkNotificationRead';
import { useNotificationsPage } from './useNotificationsPage';
import { useOpenNotification } from './useOpenNotification';
import { useUnreadCount } from './useUnreadCount';

/** /notifications: every notification, ten a page, with mark read, mark all read and delete. */
export function NotificationsPage() {
  usePageTitle(NOTIFICATION_TEXTS.title);
  const { page, goTo, items, totalPages, totalElements, loading, failed, retry } = useNotificationsPage();
  const unreadCount = useUnreadCount();
  const open = useOpenNotification();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const { markAllRead, marking } = useMarkAllNotificationsRead();

  let content: ReactNode;
  if (loading) content = <PageSpinner />;
  else if (failed)
    content = (
      <StatusPanel title={NOTIFICATION_TEXTS.fetchFailed} Icon={AlertIcon} tone="error">
        <Button variant="outline" onClick={retry}>
          <RefreshIcon className="size-4" />
          تلاش دوباره
        </Button>
      </StatusPanel>
    );
  else if (items.length === 0)
    content = (
      <StatusPanel
        title={NOTIFICATION_TEXTS.empty}
        description={NOTIFICATION_TEXTS.emptyHint}
        Icon={BellIcon}
      />
    );
  else
    content = (
      <div className="flex flex-col gap-6">
        <ul className="flex flex-col gap-3" aria-label="فهرست اعلان‌ها">
          {items.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onOpen={open}
              onMarkRead={(id) => void markRead(id)}
              onDelete={(id) => void remove(id)}
            />
          ))}
        </ul>
        <NotificationsPager page={page} totalPages={totalPages} onPage={goTo} />
      </div>
    );

  return (
    <>
      <PageHeader
        title={NOTIFICATION_TEXTS.title}
        subtitle="خبرهای دوره‌ها، کمک‌ها و برنامه‌هایی که دنبال می‌کنید."
        breadcrumb={[{ label: 'پروفایل من', to: '/profile' }, { label: NOTIFICATION_TEXTS.title }]}
      />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-600">
            {toPersianDigits(totalElements)} اعلان، {toPersianDigits(unreadCount)} خوانده‌نشده
          </p>
          {unreadCount > 0 && (
            <Button variant="secondary" size="sm" loading={marking} onClick={() => void markAllRead()}>
              {NOTIFICATION_TEXTS.markAll}
            </Button>
          )}
        </div>
        {content}
      </section>
    </>
  );
}
