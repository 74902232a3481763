import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';

export interface RowSelectionOptions<T> {
  rowKey: (row: T) => string | number;
  /** The row's name in its checkbox's label, e.g. «کمک سارا» → «انتخاب کمک سارا». */
  rowName: (row: T) => string;
  /** Rows that may be chosen (others show a disabled box); every row by default. */
  canSelect?: (row: T) => boolean;
}

export interface RowSelection<T> {
  /** TanStack's state of the chosen rows, by row id. */
  rowSelection: RowSelectionState;
  setRowSelection: (next: RowSelectionState) => void;
  rowName: (row: T) => string;
  canSelect: (row: T) => boolean;
  /** The chosen rows among those shown now (a row that left the page is no longer chosen). */
  selectedRows: T[];
  clear: () => void;
}

const everyRow = () => true;

/** The chosen rows of a DataTable page, kept by the page that acts on them (its bulk action bar). */
export function useRowSelection<T>(
  rows: readonly T[] | undefined,
  { rowKey, rowName, canSelect = everyRow }: RowSelectionOptions<T>,
): RowSelection<T> {
  const [chosen, setChosen] = useState<RowSelectionState>({});
  const selectedRows = (rows ?? []).filter((row) => chosen[String(rowKey(row))] && canSelect(row));
  const rowSelection = Object.fromEntries(selectedRows.map((row) => [String(rowKey(row)), true]));
  return {
    rowSelection,
    setRowSelection: setChosen,
    rowName,
    canSelect,
    selectedRows,
    clear: () => setChosen({}),
  };
}
