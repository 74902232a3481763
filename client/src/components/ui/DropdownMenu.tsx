import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface DropdownMenuProps {
  /** Content of the toggle button. */
  trigger: ReactNode;
  /** Accessible name of the toggle button. */
  label: string;
  /** Menu content; receives a function that closes the menu. */
  children: (close: () => void) => ReactNode;
  triggerClassName?: string;
  menuClassName?: string;
}

/** A toggle button with a popup menu that closes on outside click and Escape. */
export function DropdownMenu({
  trigger,
  label,
  children,
  triggerClassName = '',
  menuClassName = '',
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={`absolute end-0 top-full z-40 mt-2 min-w-52 animate-fade-in overflow-hidden rounded-2xl border border-ink-100 bg-white p-1.5 shadow-xl shadow-ink-900/10 ${menuClassName}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

const MENU_ITEM_BASE =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2.5 text-start text-sm transition-colors';

/** Shared look of the entries inside a DropdownMenu. */
export const menuItemClasses = `${MENU_ITEM_BASE} text-ink-700 hover:bg-brand-50 hover:text-brand-700`;

/** A destructive entry (logout, delete). */
export const dangerMenuItemClasses = `${MENU_ITEM_BASE} text-red-600 hover:bg-red-50 hover:text-red-700`;
