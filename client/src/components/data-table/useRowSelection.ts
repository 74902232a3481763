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
  /** Unchooses these rows (those a bulk action did), keeping the rest. */
  unselect: (keys: readonly (string | number)[]) => void;
}

const everyRow = () => true;

/**
 * The chosen rows of a DataTable page, kept by the page that acts on them (its bulk action bar). When other
 * rows are shown (another page, filter or sort) the choice keeps only the rows still shown, so coming back
 * to a page does not bring an old choice back.
 */
export function useRowSelection<T>(
  rows: readonly T[] | undefined,
  { rowKey, rowName, canSelect = everyRow }: RowSelectionOptions<T>,
): RowSelection<T> {
  const [chosen, setChosen] = useState<RowSelectionState>({});
  const selectedRows = (rows ?? []).filter((row) => chosen[String(rowKey(row))] && canSelect(row));
  const rowSelection = Object.fromEntries(selectedRows.map((row) => [String(rowKey(row)), true]));
  const shown = (rows ?? []).map((row) => String(rowKey(row))).join(',');
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    // Adjusting state while rendering (React's way for state derived from a prop): no stale frame.
    setSeen(shown);
    setChosen(rowSelection);
  }
  return {
    rowSelection,
    setRowSelection: setChosen,
    rowName,
    canSelect,
    selectedRows,
    clear: () => setChosen({}),
    unselect: (keys) =>
      setChosen((current) => {
        const next = { ...current };
        for (const key of keys) delete next[String(key)];
        return next;
      }),
  };
}
