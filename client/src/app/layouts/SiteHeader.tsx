import { lazy, Suspense } from 'react';
import { Header } from '../../components/layout/Header';
import { useLogout } from '../../features/auth/useLogout';

// Members only: the bell, its menu library and the live notifications' socket load for them, not with every
// guest's page.
const NotificationDropdown = lazy(() =>
  import('../../features/notifications/LiveNotificationDropdown').then((module) => ({
    default: module.LiveNotificationDropdown,
  })),
);

/** The header with what the features bring to it: the notification bell and signing out. */
export function SiteHeader() {
  const logout = useLogout();
  return (
    <Header
      notifications={
        <Suspense fallback={<span className="inline-block size-11" />}>
          <NotificationDropdown />
        </Suspense>
      }
      onLogout={() => void logout()}
    />
  );
}
