import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, type PagedRows } from '../../../components/data-table/DataTable';
import type { RowSelection } from '../../../components/data-table/useRowSelection';
import { type TableState, useTableParams } from '../../../components/data-table/useTableParams';
import { LoadFailedPanel } from '../../../components/ui/LoadFailedPanel';
import { PageSpinner } from '../../../components/ui/Spinner';
import { dashboardUrls } from '../dashboard/urls';
import { AdminPage, type Crumb } from './AdminPage';
import { type BulkAction, BulkActionBar } from './BulkActionBar';
import { Panel } from './Panel';

/** A row of an admin list: the list keys its rows, and the bulk actions name them, by their id. */
export interface ListRow {
  id: number;
}

/** The list's query as Apollo's `useQuery` reports it. */
export interface ListQuery {
  loading: boolean;
  /** The load failed (its text is `errorText`; «تلاش دوباره» fetches again). */
  error?: unknown;
  /** Fetches the list again: the retry, and the refresh after a bulk action. */
  refetch: () => unknown;
}

/** The page's bulk actions over the rows chosen with `useRowSelection`. */
export interface ListBulk<T> {
  selection: RowSelection<T>;
  actions: BulkAction[];
  /** A row's name in the report of refusals (never its database id). */
  itemName: (row: T) => string;
  /** The toast when the call itself failed. */
  failure: string;
}

export interface AdminListPageProps<T extends ListRow> {
  title: string;
  description?: string;
  /** Default: the dashboard, then the title. */
  breadcrumb?: Crumb[];
  /** Buttons on the title's line (create, export …). */
  actions?: ReactNode;
  /** Above the list's panel: an inline form, stat cards. */
  top?: ReactNode;
  /** The filter line: SearchBox, FilterSelect, DateRangeFilter. */
  filters?: ReactNode;
  /** Under the filters, above the rows: a count, chips, a reorder button. */
  toolbar?: ReactNode;
  /** The table's accessible name, e.g. «فهرست کمک‌ها». */
  label: string;
  columns: ColumnDef<T, unknown>[];
  /** A server page, or a list fetched whole; undefined until the first answer. */
  rows: PagedRows<T> | readonly T[] | undefined;
  /** Page, sort and filters in the address; a list fetched whole may leave it out. */
  state?: TableState;
  /** The list's `useQuery` result, passed as it is: its loading, error and refetch. */
  query: ListQuery;
  errorText: string;
  emptyText: string;
  /** A list fetched whole waits and fails as the whole panel; a paged one inside its table. */
  whole?: boolean;
  bulk?: ListBulk<T>;
  /** Drawn instead of the list's panel, e.g. «not found». */
  replacement?: ReactNode;
  /** Dialogs and other parts outside the panel. */
  children?: ReactNode;
}

const rowId = (row: ListRow) => row.id;

const asPage = <T,>(rows: PagedRows<T> | readonly T[]): PagedRows<T> =>
  Array.isArray(rows) ? { content: rows, totalElements: rows.length, totalPages: 1 } : (rows as PagedRows<T>);

/**
 * An admin list screen: title and its buttons, an optional block above, and one panel holding the filters,
 * the bar of bulk actions while rows are chosen, and the table with its empty, loading and error states.
 */
export function AdminListPage<T extends ListRow>({
  title,
  description,
  breadcrumb = [{ label: 'داشبورد', to: dashboardUrls.home() }, { label: title }],
  actions,
  top,
  filters,
  toolbar,
  label,
  columns,
  rows,
  state,
  query: { loading, error, refetch },
  errorText,
  emptyText,
  whole = false,
  bulk,
  replacement,
  children,
}: AdminListPageProps<T>) {
  const ownState = useTableParams();
  const page = rows && asPage(rows);
  const failed = Boolean(error) && !page;
  const onRefresh = () => void refetch();

  let content: ReactNode;
  if (whole && loading && !page) content = <PageSpinner />;
  else if (whole && failed) content = <LoadFailedPanel title={errorText} onRetry={onRefresh} />;
  else if (replacement) content = replacement;
  else
    content = (
      <Panel className="flex flex-col gap-4">
        {filters && (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">{filters}</div>
        )}
        {toolbar}
        {bulk && (
          <BulkActionBar
            selected={bulk.selection.selectedRows}
            rowId={rowId}
            actions={bulk.actions}
            itemName={bulk.itemName}
            onDone={(done) => {
              bulk.selection.unselect(done);
              onRefresh();
            }}
            onClear={bulk.selection.clear}
            failure={bulk.failure}
          />
        )}
        <DataTable
          label={label}
          columns={columns}
          rows={page}
          state={state ?? ownState}
          loading={loading}
          error={error ? { message: errorText, retry: onRefresh } : null}
          emptyText={emptyText}
          rowKey={rowId}
          selection={bulk?.selection}
        />
      </Panel>
    );

  return (
    <AdminPage title={title} description={description} breadcrumb={breadcrumb} actions={actions}>
      {top}
      {content}
      {children}
    </AdminPage>
  );
}
