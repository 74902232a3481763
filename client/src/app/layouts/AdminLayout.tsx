import { useId, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfirmProvider } from '../../components/ui/useConfirm';
import { LeaveGuardProvider } from '../../features/admin/shared/useLeaveGuard';
import { useLogout } from '../../features/auth/useLogout';
import { useSession } from '../session/useSession';
import { AdminSidebar } from './admin/AdminSidebar';
import { AdminTopBar } from './admin/AdminTopBar';

const COLLAPSED_KEY = 'adminSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Sidebar (collapsible on desktop, slide-in on mobile), top bar and the admin screen. */
export function AdminLayout() {
  const { user } = useSession();
  const logout = useLogout();
  const sidebarId = useId();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      window.localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <LeaveGuardProvider>
      <ConfirmProvider>
        <div className="flex min-h-screen bg-ink-50">
          <AdminSidebar
            id={sidebarId}
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            mobileOpen={mobileOpen}
            onCloseMobile={() => setMobileOpen(false)}
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <AdminTopBar
              user={user}
              sidebarId={sidebarId}
              onOpenSidebar={() => setMobileOpen(true)}
              onLogout={() => void logout({ redirectTo: '/login' })}
            />
            <main className="flex-1 p-4 sm:p-6">
              <Outlet />
            </main>
          </div>
        </div>
      </ConfirmProvider>
    </LeaveGuardProvider>
  );
}
