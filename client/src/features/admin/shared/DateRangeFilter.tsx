import type { TableState } from '../../../components/data-table/useTableParams';
import { JalaliDateRangePicker } from '../../../components/ui/JalaliDatePicker';

interface DateRangeFilterProps {
  label: string;
  /** The list's params; its filters 'from' and 'to' hold the Gregorian days 'YYYY-MM-DD' the server takes. */
  table: TableState;
}

/** A list's filter by Persian-calendar days (both ends inclusive), kept in the address as ?from=&to=. */
export function DateRangeFilter({ label, table }: DateRangeFilterProps) {
  const { from = '', to = '' } = table.filters;
  return (
    <div className="w-full sm:w-80">
      <JalaliDateRangePicker
        label={label}
        value={{ from, to }}
        onChange={(range) => table.setFilters({ from: range.from || null, to: range.to || null })}
      />
    </div>
  );
}
