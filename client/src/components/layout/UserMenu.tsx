import type { SessionUser } from '../../app/session/types';
import { getDisplayName } from '../../lib/userDisplay';
import { Avatar } from '../ui/Avatar';
import { DropdownMenu } from '../ui/DropdownMenu';
import { HeartIcon } from '../ui/icons';
import { LogoutMenuItem, MenuLink } from '../ui/MenuItems';
import { ChevronDownIcon, HomeIcon, PencilIcon, UserIcon } from '../ui/pageIcons';

interface UserMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/** Avatar and display name with a dropdown: profile, edit profile, home and logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const name = getDisplayName(user);
  return (
    <DropdownMenu
      label={`${name}، منوی کاربر`}
      triggerClassName="flex items-center gap-2 rounded-full py-1 ps-1 pe-3 transition-colors hover:bg-ink-100"
      trigger={
        <>
          <Avatar user={user} />
          <span
            className="max-w-40 truncate text-sm font-medium text-ink-800"
            data-testid="user-display-name"
          >
            {name}
          </span>
          <ChevronDownIcon className="size-4 text-ink-500" />
        </>
      }
    >
      <div className="mb-1 border-b border-ink-100 px-3 pt-2 pb-3">
        <p className="truncate text-sm font-semibold text-ink-900">{name}</p>
      </div>
      <MenuLink to="/profile" icon={UserIcon}>
        پروفایل من
      </MenuLink>
      <MenuLink to="/profile/donations" icon={HeartIcon}>
        کمک‌های من
      </MenuLink>
      <MenuLink to="/profile/edit" icon={PencilIcon}>
        ویرایش پروفایل
      </MenuLink>
      <MenuLink to="/" icon={HomeIcon}>
        صفحه‌ی اصلی
      </MenuLink>
      <LogoutMenuItem onLogout={onLogout} />
    </DropdownMenu>
  );
}
