import { useQuery } from '@apollo/client/react';
import { AUDIT_OBJECTS, auditActionLabel, auditFieldLabel, auditObjectLabel } from '@common/audit-labels';
import { formatAuditValue } from '@common/audit-values';
import { ADMIN_PAGE_SIZE } from '@common/constants';
import { formatJalaliDateTime } from '@common/date';
import { toPersianDigits } from '@common/digits';
import type { ColumnDef } from '@tanstack/react-table';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { AuditLogDocument, type AuditLogQuery } from '../../../gql/graphql';
import { AdminListPage } from '../shared/AdminListPage';
import { column } from '../shared/columns';
import { DateRangeFilter } from '../shared/DateRangeFilter';
import { TableFilterSelect } from '../shared/TableFilters';

type Row = AuditLogQuery['auditLog']['content'][number];
type Change = Row['changes'][number];
const TITLE = 'گزارش تغییرات';
/** Changed fields shown at once; the rest open on request. */
const SHOWN_CHANGES = 6;
const OBJECT_OPTIONS = Object.entries(AUDIT_OBJECTS).map(([value, object]) => ({
  value,
  label: object.label,
}));

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
  column('createdAt', 'زمان', (e) => formatJalaliDateTime(e.createdAt)),
  column('actor', 'مدیر', (e) => e.actorName),
  column('action', 'کار', (e) => auditActionLabel(e.action)),
  column('object', 'مورد', objectName),
  column('changes', 'تغییرها', (e) => <ChangeList entry={e} />),
];

/** /admin/audit: every admin write, filtered by admin, object type and Tehran days (kept in the address). */
export function AdminAuditPage() {
  const table = useTableParams({ size: ADMIN_PAGE_SIZE, filters: ['actor', 'object', 'from', 'to'] });
  const { actor, object, from, to } = table.filters;
  const query = useQuery(AuditLogDocument, {
    variables: {
      page: table.page,
      size: table.size,
      actorId: actor ? Number(actor) : undefined,
      objectType: object || undefined,
      from: from || undefined,
      to: to || undefined,
    },
  });
  const answer = query.data ?? query.previousData;
  return (
    <AdminListPage
      title={TITLE}
      filters={
        <div className="flex flex-wrap items-end gap-4 text-sm">
          <TableFilterSelect
            label="مدیر"
            table={table}
            name="actor"
            options={(answer?.adminUsers.content ?? []).map((u) => ({
              value: String(u.id),
              label: u.fullName,
            }))}
          />
          <TableFilterSelect label="نوع مورد" table={table} name="object" options={OBJECT_OPTIONS} />
          <DateRangeFilter label="بازهٔ تاریخ" table={table} />
        </div>
      }
      label="فهرست تغییرات"
      columns={columns}
      rows={answer?.auditLog}
      state={table}
      query={query}
      errorText="خطا در دریافت گزارش تغییرات"
      emptyText="تغییری با این مشخصات ثبت نشده است."
    />
  );
}
