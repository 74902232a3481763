import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../app/session/useSession';
import { ButtonLink } from '../ui/Button';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { MAIN_NAV } from './navItems';

// Only members see it, and never in the server's render: the menu library loads with it, not with every page.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

interface HeaderProps {
  /** Shown to a signed-in member beside their menu (the notification bell). */
  notifications?: ReactNode;
  onLogout: () => void;
}

/** The site's header: logo, main links, and the guest's buttons or the member's menu. */
export function Header({ notifications, onLogout }: HeaderProps) {
  const { user, isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const signedInUser = isAuthenticated ? user : null;

  // Close the mobile menu after navigating.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-ink-100 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />

        <nav aria-label="منوی اصلی" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    `rounded-xl px-4 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-50 hover:text-ink-900'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {signedInUser && notifications}
          <div className="hidden items-center gap-2 sm:flex">
            {signedInUser ? (
              <Suspense fallback={<span className="inline-block h-10 w-32" />}>
                <UserMenu user={signedInUser} onLogout={onLogout} />
              </Suspense>
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost" size="sm">
                  ورود
                </ButtonLink>
                <ButtonLink to="/signup" size="sm">
                  ثبت‌نام
                </ButtonLink>
              </>
            )}
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-xl text-ink-700 hover:bg-ink-100 lg:hidden"
            aria-label={menuOpen ? 'بستن منو' : 'باز کردن منو'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu
        id={menuId}
        open={menuOpen}
        user={signedInUser}
        onClose={() => setMenuOpen(false)}
        onLogout={onLogout}
      />
    </header>
  );
}
