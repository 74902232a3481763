import { adminRoleLabels } from '@common/labels';
import { Avatar } from '../../../components/ui/Avatar';
import { DropdownMenu } from '../../../components/ui/DropdownMenu';
import { MenuIcon } from '../../../components/ui/icons';
import { LogoutMenuItem, MenuLink } from '../../../components/ui/MenuItems';
import { ChevronDownIcon, DashboardIcon, UserIcon } from '../../../components/ui/pageIcons';
import { getDisplayName } from '../../../lib/userDisplay';
import type { SessionUser } from '../../session/types';

interface AdminTopBarProps {
  user: SessionUser | null;
  sidebarId: string;
  onOpenSidebar: () => void;
  onLogout: () => void;
}

export function AdminTopBar({ user, sidebarId, onOpenSidebar, onLogout }: AdminTopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-ink-100 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        aria-label="باز کردن منوی مدیریت"
        aria-controls={sidebarId}
        className="inline-flex size-10 items-center justify-center rounded-xl text-ink-700 hover:bg-ink-100 lg:hidden"
        onClick={onOpenSidebar}
      >
        <MenuIcon className="size-6" />
      </button>
      <p className="hidden text-sm text-ink-500 lg:block">مدیریت انجمن</p>

      {user && (
        <DropdownMenu
          label={`${getDisplayName(user)} ${adminRoleLabels[user.userType]}، منوی حساب`}
          triggerClassName="flex items-center gap-3 rounded-full py-1 ps-1 pe-3 hover:bg-ink-100"
          trigger={
            <>
              <Avatar user={user} />
              <span className="flex flex-col items-start leading-tight">
                <span className="max-w-44 truncate text-sm font-semibold text-ink-800">
                  {getDisplayName(user)}
                </span>{' '}
                <span className="text-xs text-ink-500">{adminRoleLabels[user.userType]}</span>
              </span>
              <ChevronDownIcon className="size-4 text-ink-500" />
            </>
          }
        >
          <MenuLink to="/profile" icon={UserIcon}>
            پروفایل من
          </MenuLink>
          <MenuLink to="/dashboard" icon={DashboardIcon}>
            داشبورد کاربری
          </MenuLink>
          <LogoutMenuItem onLogout={onLogout} />
        </DropdownMenu>
      )}
    </header>
  );
}
