import { toPersianDigits } from '@common/digits';
import {
  type Cell,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '../ui/Button';
import { selectColumn } from './selectColumn';
import type { RowSelection } from './useRowSelection';
import type { TableState } from './useTableParams';

/** One page of a list as the server's Paged(Item) answers it. */
export interface PagedRows<T> {
  content: readonly T[];
  totalElements: number;
  totalPages: number;
}

interface DataTableProps<T> {
  /** The table's accessible name, e.g. «فهرست کمک‌ها». */
  label: string;
  /** Each column: `header` (a text, also the cards' label), `cell`, and `enableSorting: true` on those the server sorts by. */
  columns: ColumnDef<T, unknown>[];
  /** The page the server answered; undefined while the first answer is on its way. */
  rows: PagedRows<T> | undefined;
  /** Page, sort and filters, kept in the address (useTableParams). */
  state: TableState;
  loading?: boolean;
  /** A failed load: the message and its «تلاش دوباره». */
  error?: { message: string; retry: () => void } | null;
  emptyText: string;
  rowKey: (row: T) => string | number;
  /** Checkboxes to choose rows (useRowSelection), for the page's bulk actions. */
  selection?: RowSelection<T>;
}

const SKELETON_ROWS = 5;

/**
 * A cell drawn by its column's `cell`, called inside one lasting component. (TanStack's flexRender makes the
 * function itself the component type: a page whose columns are made anew on a render, as most close over
 * that render's actions, would then rebuild every cell, dropping the button under the admin's pointer or focus.)
 */
function CellContent<T>({ cell }: { cell: Cell<T, unknown> }) {
  const render = cell.column.columnDef.cell;
  return <>{typeof render === 'function' ? render(cell.getContext()) : render}</>;
}

/** A column's title as a card's label (a column whose title is drawn gives none). */
const cardLabel = (header: unknown) => (typeof header === 'string' ? header : '');

/**
 * A server-paged list from one column definition: a table from the medium breakpoint up and cards on
 * phones, with skeleton rows while loading, the empty and error states, sortable headers and a pager, all
 * driven by the address (TanStack Table in manual mode: the server sorts and pages).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  state,
  loading,
  error,
  emptyText,
  rowKey,
  selection,
}: DataTableProps<T>) {
  const sorting: SortingState = state.sort
    ? [{ id: state.sort.id, desc: state.sort.direction === 'desc' }]
    : [];
  const rowSelection = selection?.rowSelection ?? {};
  const selectable = selection !== undefined;
  // A new list each render would make TanStack build its column model anew each render.
  const allColumns = useMemo(
    () => (selectable ? [selectColumn as ColumnDef<T, unknown>, ...columns] : columns),
    [selectable, columns],
  );
  const table = useReactTable<T>({
    data: (rows?.content ?? []) as T[],
    columns: allColumns,
    manualPagination: true,
    manualSorting: true,
    // Only the columns the server can sort by say so (`enableSorting: true`, with an accessor).
    defaultColumn: { enableSorting: false },
    enableSortingRemoval: true,
    pageCount: rows?.totalPages ?? -1,
    state: { sorting, pagination: { pageIndex: state.page, pageSize: state.size }, rowSelection },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      state.setSort(next ? { id: next.id, direction: next.desc ? 'desc' : 'asc' } : null);
    },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    enableRowSelection: (row) => selection?.canSelect(row.original) ?? false,
    meta: selection && { rowName: selection.rowName as (row: unknown) => string },
    onRowSelectionChange: (updater) =>
      selection?.setRowSelection(typeof updater === 'function' ? updater(rowSelection) : updater),
  });

  if (error && !rows)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-red-50 p-8 text-center">
        <p className="text-red-700">{error.message}</p>
        <Button variant="secondary" onClick={error.retry}>
          تلاش دوباره
        </Button>
      </div>
    );
  const waiting = loading && !rows;
  const empty = !waiting && table.getRowModel().rows.length === 0;

  return (
    <div className="flex flex-col gap-4">
      <table aria-label={label} aria-busy={waiting || undefined} className="hidden w-full text-sm md:table">
        <thead className="border-b border-ink-100 text-ink-500">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className="px-3 py-3 text-start font-medium"
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 hover:text-ink-900"
                      >
                        {title}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}
                        </span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {waiting &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
              <tr key={i} className="border-b border-ink-50">
                {table.getVisibleLeafColumns().map((_, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells
                  <td key={j} className="px-3 py-4">
                    <span className="block h-4 animate-pulse rounded bg-ink-100" />
                  </td>
                ))}
              </tr>
            ))}
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-ink-50 hover:bg-ink-50/60">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-3 text-ink-800">
                  <CellContent cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={label} className="flex flex-col gap-3 md:hidden">
        {table.getRowModel().rows.map((row) => {
          const cells = row.getVisibleCells();
          // The box has its own label (the row's name): drawn above the details, not as a nameless term.
          const box = cells.find((cell) => cell.column.id === selectColumn.id);
          return (
            <li key={row.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100">
              {box && (
                <div className="mb-2">
                  <CellContent cell={box} />
                </div>
              )}
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                {cells
                  .filter((cell) => cell !== box)
                  .map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-ink-500">{cardLabel(cell.column.columnDef.header)}</dt>
                      <dd className="min-w-0 text-ink-800 [overflow-wrap:anywhere]">
                        <CellContent cell={cell} />
                      </dd>
                    </div>
                  ))}
              </dl>
            </li>
          );
        })}
      </ul>

      {empty && <p className="rounded-2xl bg-ink-50 p-8 text-center text-ink-500">{emptyText}</p>}

      {rows && rows.totalPages > 1 && (
        <nav aria-label={`صفحه‌های ${label}`} className="flex items-center justify-center gap-3 text-sm">
          <Button
            variant="ghost"
            size="sm"
            disabled={state.page === 0}
            onClick={() => state.setPage(state.page - 1)}
          >
            قبلی
          </Button>
          <span aria-live="polite">
            صفحه‌ی {toPersianDigits(state.page + 1)} از {toPersianDigits(rows.totalPages)}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={state.page + 1 >= rows.totalPages}
            onClick={() => state.setPage(state.page + 1)}
          >
            بعدی
          </Button>
        </nav>
      )}
    </div>
  );
}
