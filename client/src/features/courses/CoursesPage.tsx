import { useCallback, useState } from 'react';
import { PageHeader } from '../../components/layout/PageHeader';
import type { CourseSort } from '../../gql/graphql';
import { usePageTitle } from '../../lib/usePageTitle';
import { CatalogueResults } from './catalogue/CatalogueResults';
import { CatalogueToolbar } from './catalogue/CatalogueToolbar';
import type { CatalogueView } from './catalogue/CourseCard';
import { CourseFilterPanel } from './catalogue/CourseFilterPanel';
import { type CatalogueFilters, DEFAULT_SORT, EMPTY_FILTERS } from './catalogue/catalogueFilters';
import { FilterSheet } from './catalogue/FilterSheet';
import { useCourseCatalogue } from './catalogue/useCourseCatalogue';

const TITLE = 'دوره‌های آموزشی';

/** /courses: search, filters (sidebar, or bottom sheet on phones), sort, grid or list, load more. */
export function CoursesPage() {
  usePageTitle(
    TITLE,
    'دوره‌های آموزشی رایگان و کم‌هزینه‌ی انجمن نور دانش برای دانش‌آموزان: ریاضی، علوم، زبان، برنامه‌نویسی و مهارت‌های زندگی.',
  );
  const [filters, setFilters] = useState<CatalogueFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<CourseSort>(DEFAULT_SORT);
  const [view, setView] = useState<CatalogueView>('grid');
  const [sheetOpen, setSheetOpen] = useState(false);
  const catalogue = useCourseCatalogue(filters, sort);
  const closeSheet = useCallback(() => setSheetOpen(false), []);

  const clearFilters = () => setFilters((current) => ({ ...EMPTY_FILTERS, query: current.query }));
  const clearSearch = () => setFilters((current) => ({ ...current, query: '' }));
  const activeFilterCount =
    Number(filters.category !== null) + Number(filters.level !== null) + Number(filters.price !== 'all');
  const panel = <CourseFilterPanel filters={filters} onChange={setFilters} onClear={clearFilters} />;

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="دوره‌های رایگان و کم‌هزینه برای یادگیری مهارت‌های درسی، فنی و زندگی؛ هر زمان و هر جا."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="فیلترهای دوره" className="hidden lg:block">
          <div className="sticky top-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">{panel}</div>
        </aside>
        <section aria-label="فهرست دوره‌ها" className="flex min-w-0 flex-col gap-6">
          <h2 className="sr-only">فهرست دوره‌ها</h2>
          <CatalogueToolbar
            query={filters.query}
            onQueryChange={(query) => setFilters((current) => ({ ...current, query }))}
            sort={sort}
            onSortChange={setSort}
            view={view}
            onViewChange={setView}
            onOpenFilters={() => setSheetOpen(true)}
            activeFilterCount={activeFilterCount}
          />
          <CatalogueResults
            courses={catalogue.courses}
            total={catalogue.total}
            view={view}
            loading={catalogue.loading || catalogue.pending}
            failed={Boolean(catalogue.error)}
            hasMore={catalogue.hasMore}
            loadingMore={catalogue.loadingMore}
            onLoadMore={() => void catalogue.loadMore()}
            onRetry={catalogue.retry}
            onClearSearch={clearSearch}
            onClearFilters={clearFilters}
          />
        </section>
      </div>
      <FilterSheet open={sheetOpen} onClose={closeSheet}>
        {panel}
      </FilterSheet>
    </>
  );
}
