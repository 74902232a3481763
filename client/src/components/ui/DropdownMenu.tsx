import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactNode } from 'react';

interface DropdownMenuProps {
  /** Content of the toggle button. */
  trigger: ReactNode;
  /** Accessible name of the toggle button and the menu. */
  label: string;
  /** The entries: MenuItem, MenuLink and the like; choosing one closes the menu. */
  children: ReactNode;
  triggerClassName?: string;
  menuClassName?: string;
}

/**
 * A toggle button with a popup menu on Radix, right to left: arrow keys move between entries, typing jumps
 * to one, Escape and a click outside close it and give the focus back to the button.
 */
export function DropdownMenu({
  trigger,
  label,
  children,
  triggerClassName = '',
  menuClassName = '',
}: DropdownMenuProps) {
  return (
    <Menu.Root dir="rtl" modal={false}>
      <Menu.Trigger aria-label={label} className={triggerClassName}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          aria-label={label}
          className={`z-40 min-w-52 animate-fade-in overflow-hidden rounded-2xl border border-ink-100 bg-white p-1.5 shadow-xl shadow-ink-900/10 ${menuClassName}`}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** One entry of a DropdownMenu (`asChild` makes a link the entry). */
export const MenuItem = Menu.Item;

const MENU_ITEM_BASE =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2.5 text-start text-sm transition-colors outline-none';

/** Shared look of the entries inside a DropdownMenu. */
export const menuItemClasses = `${MENU_ITEM_BASE} text-ink-700 hover:bg-brand-50 hover:text-brand-700 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700`;

/** A destructive entry (logout, delete). */
export const dangerMenuItemClasses = `${MENU_ITEM_BASE} text-red-600 hover:bg-red-50 hover:text-red-700 data-[highlighted]:bg-red-50`;
