import { toPersianDigits } from '@common/digits';
import { FilterIcon, GridIcon, ListIcon, SearchIcon } from '../../../components/ui/pageIcons';
import type { CourseSort } from '../../../gql/graphql';
import type { CatalogueView } from './CourseCard';
import { SORT_OPTIONS } from './catalogueFilters';

interface CatalogueToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: CourseSort;
  onSortChange: (sort: CourseSort) => void;
  view: CatalogueView;
  onViewChange: (view: CatalogueView) => void;
  onOpenFilters: () => void;
  activeFilterCount: number;
}

const VIEWS: Array<{ value: CatalogueView; label: string; Icon: typeof GridIcon }> = [
  { value: 'grid', label: 'نمایش شبکه‌ای', Icon: GridIcon },
  { value: 'list', label: 'نمایش فهرستی', Icon: ListIcon },
];

/** Search box, sort, grid/list toggle and (on phones) the filters button. */
export function CatalogueToolbar(props: CatalogueToolbarProps) {
  const { query, onQueryChange, sort, onSortChange, view, onViewChange, onOpenFilters } = props;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <label className="relative flex-1">
        <span className="sr-only">جستجوی دوره</span>
        <SearchIcon className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-400" />
        <input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="جستجو در عنوان، توضیحات، مدرس یا مهارت‌ها…"
          className="h-12 w-full rounded-2xl border border-ink-200 bg-white ps-11 pe-4 text-sm shadow-sm placeholder:text-ink-400 focus:border-brand-500 focus:outline-none"
        />
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onOpenFilters}
          className="inline-flex h-12 items-center gap-2 rounded-2xl border border-ink-200 bg-white px-4 text-sm font-medium text-ink-700 shadow-sm lg:hidden"
        >
          <FilterIcon />
          فیلترها
          {props.activeFilterCount > 0 && (
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
              {toPersianDigits(props.activeFilterCount)}
            </span>
          )}
        </button>
        <label className="flex-1 sm:flex-none">
          <span className="sr-only">مرتب‌سازی</span>
          <select
            value={sort}
            onChange={(event) => onSortChange(event.target.value as CourseSort)}
            className="h-12 w-full rounded-2xl border border-ink-200 bg-white px-4 text-sm shadow-sm focus:border-brand-500 focus:outline-none"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="hidden rounded-2xl border border-ink-200 bg-white p-1 shadow-sm sm:flex">
          <legend className="sr-only">نحوه‌ی نمایش</legend>
          {VIEWS.map(({ value, label, Icon }) => (
            <button
              key={value}
              type="button"
              aria-label={label}
              aria-pressed={view === value}
              onClick={() => onViewChange(value)}
              className={`inline-flex size-10 items-center justify-center rounded-xl transition-colors ${view === value ? 'bg-brand-600 text-white' : 'text-ink-500 hover:bg-ink-100'}`}
            >
              <Icon />
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
