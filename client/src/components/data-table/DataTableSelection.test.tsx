import type { ColumnDef } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { DataTable, type PagedRows } from './DataTable';
import { useRowSelection } from './useRowSelection';
import { useTableParams } from './useTableParams';

interface Gift {
  id: number;
  donor: string;
  pending: boolean;
}

const columns: ColumnDef<Gift, unknown>[] = [
  { id: 'donor', header: 'حامی', cell: ({ row }) => row.original.donor },
];

const gifts: PagedRows<Gift> = {
  content: [
    { id: 1, donor: 'سارا', pending: true },
    { id: 2, donor: 'علی', pending: false },
    { id: 3, donor: 'مینا', pending: true },
  ],
  totalElements: 3,
  totalPages: 1,
};

function Gifts({ pages = [gifts] }: { pages?: PagedRows<Gift>[] }) {
  const state = useTableParams({ size: 10 });
  const [shown, setShown] = useState(0);
  const rows = pages[shown];
  const selection = useRowSelection(rows.content, {
    rowKey: (gift) => gift.id,
    rowName: (gift) => `کمک ${gift.donor}`,
    canSelect: (gift) => gift.pending,
  });
  return (
    <>
      <output data-testid="chosen">{selection.selectedRows.map((gift) => gift.id).join(',')}</output>
      <DataTable
        label="فهرست کمک‌ها"
        columns={columns}
        rows={rows}
        state={state}
        emptyText="کمکی نیست"
        rowKey={(gift) => gift.id}
        selection={selection}
      />
      <button type="button" onClick={() => setShown((shown + 1) % pages.length)}>
        فهرست دیگر
      </button>
    </>
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;

describe('DataTable row selection', () => {
  it('chooses rows one by one or the whole page (only those that may be chosen), in the table and the cards', async () => {
    const { user } = renderPage({ element: <Gifts /> });
    const table = screen.getByRole('table', { name: 'فهرست کمک‌ها' });
    const sara = within(table).getByRole('checkbox', { name: 'انتخاب کمک سارا' }) as HTMLInputElement;
    expect(
      (within(table).getByRole('checkbox', { name: 'انتخاب کمک علی' }) as HTMLInputElement).disabled,
    ).toBe(true);

    await user.click(sara);
    expect(chosen()).toBe('1');
    const all = within(table).getByRole('checkbox', {
      name: 'انتخاب همه‌ی ردیف‌های این صفحه',
    }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    expect(chosen()).toBe('1,3');
    expect(all.checked).toBe(true);
    const cards = screen.getByRole('list', { name: 'فهرست کمک‌ها' });
    expect(
      (within(cards).getByRole('checkbox', { name: 'انتخاب کمک مینا' }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.click(all);
    expect(chosen()).toBe('');
  });
});

describe('DataTable row selection across lists', () => {
  it('forgets the choice when another page or filter is shown, so coming back shows nothing chosen', async () => {
    const other: PagedRows<Gift> = {
      content: [{ id: 4, donor: 'رضا', pending: true }],
      totalElements: 1,
      totalPages: 1,
    };
    const { user } = renderPage({ element: <Gifts pages={[gifts, other]} /> });
    const table = screen.getByRole('table', { name: 'فهرست کمک‌ها' });
    await user.click(within(table).getByRole('checkbox', { name: 'انتخاب کمک سارا' }));
    expect(chosen()).toBe('1');

    await user.click(screen.getByRole('button', { name: 'فهرست دیگر' }));
    expect(chosen()).toBe('');
    await user.click(screen.getByRole('button', { name: 'فهرست دیگر' }));
    expect(chosen()).toBe('');
    expect(
      (within(table).getByRole('checkbox', { name: 'انتخاب کمک سارا' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});

describe('DataTable row selection on phones', () => {
  it("draws each card's box without an empty term in its list of details", () => {
    renderPage({ element: <Gifts /> });
    const cards = screen.getByRole('list', { name: 'فهرست کمک‌ها' });
    const terms = [...cards.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['حامی', 'حامی', 'حامی']);
    expect(within(cards).getAllByRole('checkbox')).toHaveLength(3);
  });
});
