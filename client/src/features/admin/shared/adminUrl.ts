import { generatePath, type PathParam } from 'react-router-dom';

/** Where the admin screens live; every admin route path is relative to it. */
export const ADMIN_ROOT = '/admin';

/** An id as a page reads it from the address or a row holds it. */
export type UrlId = number | string;

type PatternParams<P extends string> = { [K in PathParam<P>]: UrlId };

/**
 * The address of an admin route `pattern` (relative to /admin, as the route table writes it) with its
 * `:params` filled in; the pattern's param names are checked by the compiler.
 */
export function adminUrl<P extends string>(
  pattern: P,
  ...[params]: PathParam<P> extends never ? [] : [PatternParams<P>]
): string {
  if (!pattern) return ADMIN_ROOT;
  const filled = Object.fromEntries(
    Object.entries<UrlId>(params ?? {}).map(([name, value]) => [name, String(value)]),
  );
  return generatePath(`${ADMIN_ROOT}/${pattern}`, filled as never);
}

/**
 * The dashboard is the index route of /admin. Its builder lives here, beside the root, so that it ships with
 * the route table instead of in a chunk shared by the admin pages; dashboard/urls.ts re-exports it.
 */
export const dashboardUrls = {
  home: () => adminUrl(''),
};

/** The full route pattern ('/admin/users/:id/edit') of a relative one, as a test's `route` gives it. */
export const adminPattern = <P extends string>(pattern: P) =>
  (pattern ? `${ADMIN_ROOT}/${pattern}` : ADMIN_ROOT) as P extends ''
    ? typeof ADMIN_ROOT
    : `${typeof ADMIN_ROOT}/${P}`;

/** A query-string value; left out when empty. */
export type QueryValue = string | number | null | undefined;

/**
 * The paging and sorting every admin table keeps in its address (see `useTableParams`): `page` counts from
 * 1 as the address does, `sort` is `column,asc` or `column,desc`.
 */
export interface TableQuery {
  page?: number;
  size?: number;
  sort?: `${string},${'asc' | 'desc'}`;
}

/** A list's search words, as its search box keeps them. */
export interface SearchQuery {
  q?: string;
}

/** A range of Tehran days (YYYY-MM-DD), as `DateRangeFilter` keeps it. */
export interface DayRangeQuery {
  from?: string;
  to?: string;
}

/** `path` with the non-empty values of `query` as its query string, in the order given. */
export function withQuery(path: string, query: object = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return search.size ? `${path}?${search}` : path;
}
