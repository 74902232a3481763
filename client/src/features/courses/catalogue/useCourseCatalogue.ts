import { useQuery } from '@apollo/client/react';
import { COURSE_PAGE_SIZE, FILTER_DEBOUNCE_MS } from '@common/constants';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { type CourseSort, PublicCoursesDocument, type PublicCoursesQuery } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { type CatalogueFilters, catalogueVariables } from './catalogueFilters';

export const CATALOGUE_LOAD_ERROR = 'خطا در بارگذاری دوره‌ها';

type CoursesPage = PublicCoursesQuery['publicCourses'];

/** Appends a further page, skipping courses already shown (a course published meanwhile shifts pages). */
function appendPage(previous: CoursesPage, next: CoursesPage): CoursesPage {
  const seen = new Set(previous.content.map((course) => course.id));
  return { ...next, content: [...previous.content, ...next.content.filter((c) => !seen.has(c.id))] };
}

/**
 * The catalogue: the first 12 courses for the (debounced) filters and the sort, and a loadMore that
 * fetches the next 12 with fetchMore and appends them.
 */
export function useCourseCatalogue(filters: CatalogueFilters, sort: CourseSort) {
  const settled = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const variables = useMemo(() => catalogueVariables(settled, sort), [settled, sort]);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(PublicCoursesDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.publicCourses ?? (loading ? previousData?.publicCourses : undefined);
  const courses = page?.content ?? [];

  async function loadMore() {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { page: Math.ceil(courses.length / COURSE_PAGE_SIZE) },
        updateQuery: (previous, { fetchMoreResult }) => ({
          publicCourses: appendPage(previous.publicCourses as CoursesPage, fetchMoreResult.publicCourses),
        }),
      });
    } catch {
      toast.error(CATALOGUE_LOAD_ERROR);
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    courses,
    total: page?.totalElements ?? 0,
    /** The first page is on its way (new filters or sort), not a further one. */
    loading: loading && !loadingMore,
    /** Typing or choosing has not settled yet. */
    pending: settled !== filters,
    error: loadingMore ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
    hasMore: page ? courses.length < page.totalElements : false,
    loadingMore,
    loadMore,
  };
}
