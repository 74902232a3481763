import { COURSE_PAGE_SIZE } from '@common/constants';
import type {
  CourseCategory,
  CourseLevel,
  CourseSort,
  PublicCoursesQueryVariables,
} from '../../../gql/graphql';

export type PriceFilter = 'all' | 'free' | 'paid';

/** What the visitor chose; the search box, category, level and price are debounced, the sort is not. */
export interface CatalogueFilters {
  query: string;
  category: CourseCategory | null;
  level: CourseLevel | null;
  price: PriceFilter;
}

export const EMPTY_FILTERS: CatalogueFilters = { query: '', category: null, level: null, price: 'all' };
export const DEFAULT_SORT: CourseSort = 'LATEST';

export const SORT_OPTIONS: Array<{ value: CourseSort; label: string }> = [
  { value: 'LATEST', label: 'جدیدترین' },
  { value: 'POPULAR', label: 'محبوب‌ترین' },
  { value: 'RATING', label: 'بیشترین امتیاز' },
  { value: 'PRICE_ASC', label: 'ارزان‌ترین' },
  { value: 'PRICE_DESC', label: 'گران‌ترین' },
];

export const PRICE_OPTIONS: Array<{ value: PriceFilter; label: string }> = [
  { value: 'all', label: 'همه' },
  { value: 'free', label: 'رایگان' },
  { value: 'paid', label: 'غیررایگان' },
];

/** True when a category, level or price is chosen (the search box is not counted). */
export function hasFilters(filters: CatalogueFilters): boolean {
  return filters.category !== null || filters.level !== null || filters.price !== 'all';
}

/** The first page's variables for the catalogue query. */
export function catalogueVariables(filters: CatalogueFilters, sort: CourseSort): PublicCoursesQueryVariables {
  const query = filters.query.trim();
  return {
    page: 0,
    size: COURSE_PAGE_SIZE,
    sort,
    query: query || null,
    category: filters.category,
    level: filters.level,
    isFree: filters.price === 'all' ? null : filters.price === 'free',
  };
}
