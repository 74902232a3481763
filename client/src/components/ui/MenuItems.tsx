import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dangerMenuItemClasses, MenuItem, menuItemClasses } from './DropdownMenu';
import { type IconProps } from './icons';
import { LogoutIcon } from './pageIcons';

/** A link in a dropdown menu, with its icon. */
export function MenuLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: ComponentType<IconProps>;
  children: ReactNode;
}) {
  return (
    <MenuItem asChild>
      <Link to={to} className={menuItemClasses}>
        <Icon className="size-5 text-ink-500" />
        {children}
      </Link>
    </MenuItem>
  );
}

/** The menu's «خروج». */
export function LogoutMenuItem({ onLogout }: { onLogout: () => void }) {
  return (
    <MenuItem className={dangerMenuItemClasses} onSelect={onLogout}>
      <LogoutIcon className="size-5" />
      خروج
    </MenuItem>
  );
}
