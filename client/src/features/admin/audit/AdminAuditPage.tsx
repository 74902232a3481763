import { useQuery } from '@apollo/client/react';
import { AUDIT_OBJECTS, auditActionLabel, auditFieldLabel, auditObjectLabel } from '@common/audit-labels';
import { formatAuditValue } from '@common/audit-values';
import { ADMIN_PAGE_SIZE } from '@common/constants';
import { formatJalaliDateTime } from '@common/date';
import { toPersianDigits } from '@common/digits';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table/DataTable';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { AuditLogDocument, type AuditLogQuery } from '../../../gql/graphql';
import { AdminPage } from '../shared/AdminPage';
import { DateRangeFilter } from '../shared/DateRangeFilter';

type Row = AuditLogQuery['auditLog']['content'][number];
type Change = Row['changes'][number];
const TITLE = 'گزارش تغییرات';
/** Changed fields shown at once; the rest open on request. */
const SHOWN_CHANGES = 6;

/** One changed field: its Persian name, then the value before and after as the forms show them. */
function ChangeLine({ objectType, change }: { objectType: string; change: Change }) {
  return (
    <li className="min-w-0 [overflow-wrap:anywhere]">
      <span className="font-medium text-ink-800">{auditFieldLabel(objectType, change.field)}</span>:{' '}
      <span dir="auto">{formatAuditValue(objectType, change.field, change.before)}</span> ←{' '}
      <span dir="auto">{formatAuditValue(objectType, change.field, change.after)}</span>
    </li>
  );
}

function ChangeList({ entry }: { entry: Row }) {
  const rest = entry.changes.slice(SHOWN_CHANGES);
  return (
    <div className="flex min-w-0 max-w-md flex-col gap-1 text-xs">
      <ul className="flex flex-col gap-1">
        {entry.changes.slice(0, SHOWN_CHANGES).map((c) => (
          <ChangeLine key={c.field} objectType={entry.objectType} change={c} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details>
          <summary className="cursor-pointer text-ink-500">
            و {toPersianDigits(rest.length)} مورد دیگر
          </summary>
          <ul className="mt-1 flex flex-col gap-1">
            {rest.map((c) => (
              <ChangeLine key={c.field} objectType={entry.objectType} change={c} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The object's Persian name and its row number; a single record (the site's settings) has no number to show. */
function objectName({ objectType, objectId }: Row): string {
  const label = auditObjectLabel(objectType);
  return objectId && /^\d+$/.test(objectId) ? `${label} ${toPersianDigits(objectId)}` : label;
}

const columns: ColumnDef<Row, unknown>[] = [
  { id: 'createdAt', header: 'زمان', cell: ({ row: { original: e } }) => formatJalaliDateTime(e.createdAt) },
  { id: 'actor', header: 'مدیر', cell: ({ row: { original: e } }) => e.actorName },
  { id: 'action', header: 'کار', cell: ({ row: { original: e } }) => auditActionLabel(e.action) },
  {
    id: 'object',
    header: 'مورد',
    cell: ({ row: { original: e } }) => objectName(e),
  },
  { id: 'changes', header: 'تغییرها', cell: ({ row: { original: e } }) => <ChangeList entry={e} /> },
];

/** /admin/audit: every admin write, filtered by admin, object type and Tehran days (kept in the address). */
export function AdminAuditPage() {
  const table = useTableParams({ size: ADMIN_PAGE_SIZE, filters: ['actor', 'object', 'from', 'to'] });
  const { actor, object, from, to } = table.filters;
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogDocument, {
    variables: {
      page: table.page,
      size: table.size,
      actorId: actor ? Number(actor) : undefined,
      objectType: object || undefined,
      from: from || undefined,
      to: to || undefined,
    },
  });
  const answer = data ?? previousData;
  return (
    <AdminPage title={TITLE} breadcrumb={[{ label: 'داشبورد', to: '/admin' }, { label: TITLE }]}>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <div className="flex flex-wrap items-end gap-4 text-sm">
          <label className="flex flex-col gap-1">
            مدیر
            <select
              value={actor ?? ''}
              onChange={(event) => table.setFilter('actor', event.target.value || null)}
              className="rounded-lg border border-ink-200 bg-white px-2 py-2"
            >
              <option value="">همه</option>
              {answer?.adminUsers.content.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.fullName}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            نوع مورد
            <select
              value={object ?? ''}
              onChange={(event) => table.setFilter('object', event.target.value || null)}
              className="rounded-lg border border-ink-200 bg-white px-2 py-2"
            >
              <option value="">همه</option>
              {Object.entries(AUDIT_OBJECTS).map(([key, object]) => (
                <option key={key} value={key}>
                  {object.label}
                </option>
              ))}
            </select>
          </label>
          <DateRangeFilter label="بازهٔ تاریخ" table={table} />
        </div>
        <DataTable
          label="فهرست تغییرات"
          columns={columns}
          rows={answer?.auditLog}
          state={table}
          loading={loading}
          error={error ? { message: 'خطا در دریافت گزارش تغییرات', retry: () => void refetch() } : null}
          emptyText="تغییری با این مشخصات ثبت نشده است."
          rowKey={(e) => e.id}
        />
      </div>
    </AdminPage>
  );
}
