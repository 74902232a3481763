import { useSearchParams } from 'react-router-dom';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  id: string;
  direction: SortDirection;
}

export interface TableParams {
  /** Zero-based, as the server's Paged(Item) counts. */
  page: number;
  size: number;
  sort: TableSort | null;
  /** The list's own filters and search words, by query-string name. */
  filters: Record<string, string>;
}

const readInt = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : fallback;
};

/** `sort=amount,desc` → { id: 'amount', direction: 'desc' }; anything else is no sort. */
function readSort(text: string | null, sortable: readonly string[]): TableSort | null {
  const [id, direction] = (text ?? '').split(',');
  if (!sortable.includes(id) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { id, direction };
}

interface TableParamsOptions {
  /** Rows per page when the address does not say (and the most it may ask for is 100). */
  size?: number;
  /** The columns the server can sort by. */
  sortable?: readonly string[];
  /** The query-string names of the list's filters (e.g. 'status', 'q'). */
  filters?: readonly string[];
}

/**
 * A list's page, sort, filters and search kept in the address (`?page=2&sort=amount,desc&status=PENDING`),
 * so a reload, the back button and a shared link show the same rows. Changing a filter or the sort goes
 * back to the first page.
 */
export function useTableParams({ size = 10, sortable = [], filters = [] }: TableParamsOptions = {}) {
  const [search, setSearch] = useSearchParams();
  const params: TableParams = {
    page: Math.max(readInt(search.get('page'), 1) - 1, 0),
    size: readInt(search.get('size'), size, 100) || size,
    sort: readSort(search.get('sort'), sortable),
    filters: Object.fromEntries(
      filters.flatMap((name) => (search.get(name) ? [[name, search.get(name) ?? '']] : [])),
    ),
  };

  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      if (!keepPage) next.delete('page');
      return next;
    });

  return {
    ...params,
    /** Shows page `page` (zero-based); the address counts from 1. */
    setPage: (page: number) => update({ page: page > 0 ? String(page + 1) : null }, true),
    setSort: (sort: TableSort | null) => update({ sort: sort ? `${sort.id},${sort.direction}` : null }),
    setFilter: (name: string, value: string | null) => update({ [name]: value }),
    /** Sets several filters in one step (a date range's two ends). */
    setFilters: (changes: Record<string, string | null>) => update(changes),
  };
}

export type TableState = ReturnType<typeof useTableParams>;
