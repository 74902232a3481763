import { Header } from '../../components/layout/Header';
import { useLogout } from '../../features/auth/useLogout';
import { NotificationDropdown } from '../../features/notifications/NotificationDropdown';

/** The header with what the features bring to it: the notification bell and signing out. */
export function SiteHeader() {
  const logout = useLogout();
  return <Header notifications={<NotificationDropdown />} onLogout={() => void logout()} />;
}
