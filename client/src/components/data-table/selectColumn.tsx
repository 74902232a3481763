import type { CellContext, ColumnDef, HeaderContext } from '@tanstack/react-table';
import { SelectCheckbox } from './SelectCheckbox';

/** What the selection column reads from the table's meta: each row's name for its box's label. */
interface SelectionMeta {
  rowName: (row: unknown) => string;
}

const rowNameOf = (meta: unknown, row: unknown) => (meta as SelectionMeta).rowName(row);

function SelectPage({ table }: HeaderContext<unknown, unknown>) {
  return (
    <SelectCheckbox
      label="انتخاب همه‌ی ردیف‌های این صفحه"
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

function SelectRow({ row, table }: CellContext<unknown, unknown>) {
  return (
    <SelectCheckbox
      label={`انتخاب ${rowNameOf(table.options.meta, row.original)}`}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}

/**
 * The first column of a table whose rows may be chosen: the page's box in the header, a box per row. One
 * definition for every table, so its boxes are not drawn anew (and do not lose focus) on each render.
 */
export const selectColumn: ColumnDef<unknown, unknown> = {
  id: 'select',
  header: SelectPage,
  cell: SelectRow,
};
