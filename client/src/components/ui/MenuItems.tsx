import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dangerMenuItemClasses, menuItemClasses } from './DropdownMenu';
import { type IconProps, LogoutIcon } from './icons';

/** A link in a dropdown menu, with its icon; choosing it closes the menu. */
export function MenuLink({
  to,
  icon: Icon,
  onSelect,
  children,
}: {
  to: string;
  icon: ComponentType<IconProps>;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} role="menuitem" className={menuItemClasses} onClick={onSelect}>
      <Icon className="size-5 text-ink-500" />
      {children}
    </Link>
  );
}

/** The menu's «خروج»: closes the menu, then logs out. */
export function LogoutMenuItem({ onSelect, onLogout }: { onSelect: () => void; onLogout: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      className={dangerMenuItemClasses}
      onClick={() => {
        onSelect();
        onLogout();
      }}
    >
      <LogoutIcon className="size-5" />
      خروج
    </button>
  );
}
