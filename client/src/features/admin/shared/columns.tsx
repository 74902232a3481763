import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** A column of an admin table drawing each row's cell. */
export const column = <T,>(
  id: string,
  header: string,
  cell: (row: T) => ReactNode,
): ColumnDef<T, unknown> => ({
  id,
  header,
  cell: ({ row }) => cell(row.original),
});

/**
 * A column the server sorts by: `id` is the sort's name in the address (`useTableParams`' `sortable`),
 * `field` the row's field it sorts on.
 */
export const sortableColumn = <T,>(
  id: string,
  header: string,
  cell: (row: T) => ReactNode,
  field = id,
): ColumnDef<T, unknown> => ({ ...column(id, header, cell), accessorKey: field, enableSorting: true });

/** A row's name over a second, smaller line (an e-mail, the instructor …); `ltr` for an address or a number. */
export function NameCell({ name, detail, ltr }: { name: ReactNode; detail?: ReactNode; ltr?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium text-ink-900">{name}</span>
      {detail && (
        <span className="text-xs text-ink-500" dir={ltr ? 'ltr' : undefined}>
          {detail}
        </span>
      )}
    </div>
  );
}
