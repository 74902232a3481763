import { NavLink } from 'react-router-dom';
import { LogoMark } from '../../../components/layout/Logo';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from '../../../components/ui/icons';
import { dashboardUrls } from '../../../features/admin/dashboard/urls';
import { useGuardedLeave } from '../../../features/admin/shared/useLeaveGuard';
import { BRAND_SHORT_NAME } from '../../brand';
import { ADMIN_NAV } from './adminNav';

interface AdminSidebarProps {
  id: string;
  /** Desktop: icons only. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Mobile: slid in. */
  mobileOpen: boolean;
  onCloseMobile: () => void;
}

export function AdminSidebar({
  id,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onCloseMobile,
}: AdminSidebarProps) {
  const { guardedLink } = useGuardedLeave();
  return (
    <>
      {mobileOpen && (
        <button
          type="button"
          aria-label="بستن منوی مدیریت"
          className="fixed inset-0 z-40 bg-ink-900/40 lg:hidden"
          onClick={onCloseMobile}
        />
      )}
      <aside
        id={id}
        data-collapsed={collapsed}
        className={`fixed inset-y-0 start-0 z-50 flex w-72 flex-col bg-brand-950 text-brand-100 transition-[transform,width] duration-300 lg:sticky lg:top-0 lg:h-screen ${
          mobileOpen ? '' : 'max-lg:ltr:-translate-x-full max-lg:rtl:translate-x-full'
        } ${collapsed ? 'lg:w-20' : 'lg:w-72'}`}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-4">
          <NavLink
            to="/"
            className="flex items-center gap-3 overflow-hidden"
            aria-label={`پنل مدیریت ${BRAND_SHORT_NAME}، صفحه‌ی اصلی سایت`}
          >
            <LogoMark className="size-9 shrink-0" />
            <span className={`truncate font-bold text-white ${collapsed ? 'lg:hidden' : ''}`}>
              پنل مدیریت {BRAND_SHORT_NAME}
            </span>
          </NavLink>
          <button
            type="button"
            aria-label="بستن منوی مدیریت"
            className="rounded-lg p-1.5 hover:bg-white/10 lg:hidden"
            onClick={onCloseMobile}
          >
            <CloseIcon />
          </button>
        </div>

        <nav aria-label="منوی مدیریت" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {ADMIN_NAV.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === dashboardUrls.home()}
                  title={collapsed ? label : undefined}
                  onClick={(event) => {
                    onCloseMobile();
                    guardedLink(to)(event);
                  }}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors ${
                      isActive
                        ? 'bg-brand-600 text-white'
                        : 'text-brand-200 hover:bg-white/10 hover:text-white'
                    } ${collapsed ? 'lg:justify-center' : ''}`
                  }
                >
                  <Icon className="size-5 shrink-0" />
                  <span className={collapsed ? 'lg:sr-only' : ''}>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls={id}
          className="hidden items-center justify-center gap-2 border-t border-white/10 py-3 text-sm text-brand-200 hover:bg-white/5 hover:text-white lg:flex"
        >
          {collapsed ? <ChevronStartIcon /> : <ChevronEndIcon />}
          <span className={collapsed ? 'sr-only' : ''}>{collapsed ? 'باز کردن منو' : 'جمع کردن منو'}</span>
        </button>
      </aside>
    </>
  );
}
