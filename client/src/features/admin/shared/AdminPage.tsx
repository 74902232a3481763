import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useGuardedLeave } from './useLeaveGuard';

export interface Crumb {
  label: string;
  to?: string;
}

interface AdminPageProps {
  title: string;
  description?: string;
  /** Buttons on the title's line (create, export …). */
  actions?: ReactNode;
  breadcrumb?: Crumb[];
  children: ReactNode;
}

/** An admin screen: breadcrumb, title with its actions, and the content. */
export function AdminPage({ title, description, actions, breadcrumb, children }: AdminPageProps) {
  usePageTitle(title);
  const { guardedLink } = useGuardedLeave();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      {breadcrumb && (
        <nav aria-label="مسیر صفحه" className="text-sm text-ink-500">
          <ol className="flex flex-wrap items-center gap-2">
            {breadcrumb.map((crumb, i) => (
              <li key={crumb.label} className="flex items-center gap-2">
                {i > 0 && <span aria-hidden="true">/</span>}
                {crumb.to ? (
                  <Link to={crumb.to} onClick={guardedLink(crumb.to)} className="hover:text-brand-700">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-ink-800">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold text-ink-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-ink-500">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
