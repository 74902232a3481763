import { formatNumber } from '@common/digits';
import { Button } from '../../../components/ui/Button';
import { AlertIcon, RefreshIcon, SearchIcon } from '../../../components/ui/pageIcons';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusPanel } from '../../../components/ui/StatusPanel';
import type { CourseFieldsFragment } from '../../../gql/graphql';
import { type CatalogueView, CourseCard } from './CourseCard';
import { CATALOGUE_LOAD_ERROR } from './useCourseCatalogue';

interface CatalogueResultsProps {
  courses: CourseFieldsFragment[];
  total: number;
  view: CatalogueView;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onClearSearch: () => void;
  onClearFilters: () => void;
}

/** The grid or list of courses with its loading, empty, error and load-more states. */
export function CatalogueResults(props: CatalogueResultsProps) {
  const { courses, view, loading } = props;
  if (loading && courses.length === 0) {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label="در حال بارگذاری دوره‌ها" />
      </div>
    );
  }
  if (props.failed) {
    return (
      <StatusPanel
        tone="error"
        Icon={AlertIcon}
        title={CATALOGUE_LOAD_ERROR}
        description="لطفاً دوباره تلاش کنید."
      >
        <Button onClick={props.onRetry}>
          <RefreshIcon />
          تلاش دوباره
        </Button>
      </StatusPanel>
    );
  }
  if (courses.length === 0) {
    return (
      <StatusPanel
        Icon={SearchIcon}
        title="دوره‌ای یافت نشد"
        description="عبارت جستجو یا فیلترها را تغییر دهید تا دوره‌های بیشتری ببینید."
      >
        <Button variant="secondary" onClick={props.onClearSearch}>
          پاک کردن جستجو
        </Button>
        <Button variant="outline" onClick={props.onClearFilters}>
          پاک کردن فیلترها
        </Button>
      </StatusPanel>
    );
  }
  return (
    <div aria-busy={loading || undefined} className={loading ? 'opacity-60 transition-opacity' : undefined}>
      <p className="mb-4 text-sm text-ink-500" aria-live="polite">
        {formatNumber(props.total, 0)} دوره
      </p>
      <ul className={view === 'grid' ? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-5'}>
        {courses.map((course, index) => (
          <li key={course.id} className="flex">
            <div className="w-full">
              <CourseCard course={course} view={view} priority={index === 0} />
            </div>
          </li>
        ))}
      </ul>
      {props.hasMore && (
        <div className="mt-10 flex justify-center">
          <Button variant="outline" size="lg" loading={props.loadingMore} onClick={props.onLoadMore}>
            نمایش دوره‌های بیشتر
          </Button>
        </div>
      )}
    </div>
  );
}
