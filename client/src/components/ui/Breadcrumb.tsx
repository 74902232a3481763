import { Link } from 'react-router-dom';
import { ChevronEndIcon } from './icons';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
}

interface BreadcrumbProps {
  /** The trail after the home page, which always comes first. */
  items: BreadcrumbItem[];
  tone?: 'dark' | 'light';
  className?: string;
}

export const HOME_CRUMB: BreadcrumbItem = { label: 'صفحه‌ی اصلی', to: '/' };

/** 'صفحه‌ی اصلی › … › current page': every public page's trail (spec doc 2 §2). */
export function Breadcrumb({ items, tone = 'dark', className = '' }: BreadcrumbProps) {
  const trail = [HOME_CRUMB, ...items];
  const linkTone = tone === 'dark' ? 'text-ink-500 hover:text-brand-700' : 'text-brand-100 hover:text-white';
  const currentTone = tone === 'dark' ? 'text-ink-800' : 'text-white';
  return (
    <nav aria-label="مسیر صفحه" className={className}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${item.to ?? ''}|${item.label}`} className="flex items-center gap-1.5">
              {item.to && !last ? (
                <Link to={item.to} className={`transition-colors ${linkTone}`}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={`font-medium ${currentTone}`}>
                  {item.label}
                </span>
              )}
              {!last && (
                <ChevronEndIcon className={`size-4 ${tone === 'dark' ? 'text-ink-300' : 'text-brand-200'}`} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
