import type { TableState } from '../../../components/data-table/useTableParams';
import { FilterSelect, type FilterSelectProps } from './FilterSelect';
import { SearchBox } from './SearchBox';

interface TableSearchProps {
  label: string;
  table: TableState;
}

/** The list's search box over its `q` filter, kept in the address. */
export function TableSearch({ label, table }: TableSearchProps) {
  return (
    <SearchBox
      label={label}
      value={table.filters.q ?? ''}
      onSearch={(words) => table.setFilter('q', words)}
    />
  );
}

interface TableFilterSelectProps extends Omit<FilterSelectProps, 'value' | 'onChange'> {
  table: TableState;
  /** The filter's name in the address (and in `useTableParams`' filters). */
  name: string;
}

/** A FilterSelect over one of the list's filters; a value in the address that no option has shows «همه». */
export function TableFilterSelect({ table, name, options, ...select }: TableFilterSelectProps) {
  const value = table.filters[name] ?? '';
  return (
    <FilterSelect
      {...select}
      value={options.some((option) => option.value === value) ? value : ''}
      options={options}
      onChange={(next) => table.setFilter(name, next)}
    />
  );
}
