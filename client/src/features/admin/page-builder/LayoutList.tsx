import { Link } from 'react-router-dom';
import type { AdminPageLayoutsQuery } from '../../../gql/graphql';
import { SearchBox } from '../shared/SearchBox';
import { useGuardedLeave } from '../shared/useLeaveGuard';
import { LayoutStatus } from './LayoutStatus';

type Layout = AdminPageLayoutsQuery['adminPageLayouts'][number];

interface LayoutListProps {
  layouts: readonly Layout[];
  selectedId: number | null;
  search: string;
  onSearch: (words: string) => void;
  /** The address that selects a layout (keeps the search words). */
  hrefOf: (id: number) => string;
}

/** The layouts to pick from (spec doc 3 §2.12), with a search over name, page key and description. */
export function LayoutList({ layouts, selectedId, search, onSearch, hrefOf }: LayoutListProps) {
  const { guardedLink } = useGuardedLeave();
  return (
    <nav
      aria-label="فهرست صفحه‌ها"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <SearchBox label="جست‌وجوی صفحه‌ها" value={search} onSearch={onSearch} />
      {layouts.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">
          {search ? 'صفحه‌ای با این جست‌وجو پیدا نشد.' : 'هنوز صفحه‌ای ساخته نشده است.'}
        </p>
      ) : (
        <ul className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto lg:max-h-[70vh]">
          {layouts.map((layout) => {
            const selected = layout.id === selectedId;
            return (
              <li key={layout.id}>
                <Link
                  to={hrefOf(layout.id)}
                  onClick={guardedLink(hrefOf(layout.id))}
                  aria-current={selected ? 'page' : undefined}
                  className={`flex flex-col gap-1 rounded-xl px-3 py-2.5 text-sm transition-colors ${
                    selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-ink-50'
                  }`}
                >
                  <span className="font-medium text-ink-900">{layout.name}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    <span dir="ltr" className="font-mono text-xs text-ink-500">
                      {layout.pageKey}
                    </span>
                    <LayoutStatus layout={layout} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
