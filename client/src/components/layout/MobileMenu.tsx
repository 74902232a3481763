import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../../app/session/types';
import { getDisplayName } from '../../lib/userDisplay';
import { Avatar } from '../ui/Avatar';
import { Button, ButtonLink } from '../ui/Button';
import { MAIN_NAV } from './navItems';

interface MobileMenuProps {
  id: string;
  open: boolean;
  user: SessionUser | null;
  onClose: () => void;
  onLogout: () => void;
}

/** The header's collapsible panel on small screens: the main links, then profile, edit profile and logout. */
export function MobileMenu({ id, open, user, onClose, onLogout }: MobileMenuProps) {
  if (!open) return null;
  return (
    <nav
      id={id}
      aria-label="منوی موبایل"
      className="animate-fade-in border-t border-ink-100 bg-white lg:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onClose}
              className={({ isActive }) =>
                `block rounded-xl px-4 py-3 font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-ink-50'}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mx-auto max-w-7xl border-t border-ink-100 px-4 py-4">
        {user ? (
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-3">
              <Avatar user={user} size="md" />
              <span className="font-semibold text-ink-800">{getDisplayName(user)}</span>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <ButtonLink to="/profile" variant="secondary" onClick={onClose}>
                پروفایل من
              </ButtonLink>
              <ButtonLink to="/profile/edit" variant="secondary" onClick={onClose}>
                ویرایش پروفایل
              </ButtonLink>
              <ButtonLink
                to="/profile/donations"
                variant="secondary"
                className="col-span-2"
                onClick={onClose}
              >
                کمک‌های من
              </ButtonLink>
              <Button
                variant="danger"
                className="col-span-2"
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                خروج
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <ButtonLink to="/login" variant="outline" onClick={onClose}>
              ورود
            </ButtonLink>
            <ButtonLink to="/signup" onClick={onClose}>
              ثبت‌نام
            </ButtonLink>
          </div>
        )}
      </div>
    </nav>
  );
}
