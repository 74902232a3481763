import type { ColumnDef } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { DataTable, type PagedRows } from './DataTable';
import { useTableParams } from './useTableParams';

interface Gift {
  id: number;
  donor: string;
  amount: number;
}

const columns: ColumnDef<Gift, unknown>[] = [
  { id: 'donor', header: 'حامی', cell: ({ row }) => row.original.donor },
  { accessorKey: 'amount', header: 'مبلغ', enableSorting: true },
];

const page = (content: Gift[], totalElements = content.length, size = 2): PagedRows<Gift> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
});

function Gifts(props: { rows?: PagedRows<Gift>; loading?: boolean; retry?: () => void }) {
  const state = useTableParams({ size: 2, sortable: ['amount'], filters: ['status'] });
  return (
    <>
      <output data-testid="params">
        {JSON.stringify({ page: state.page, sort: state.sort, filters: state.filters })}
      </output>
      <DataTable
        label="فهرست کمک‌ها"
        columns={columns}
        rows={props.rows}
        state={state}
        loading={props.loading}
        error={props.retry ? { message: 'بارگذاری کمک‌ها ناموفق بود', retry: props.retry } : null}
        emptyText="کمکی ثبت نشده است"
        rowKey={(gift) => gift.id}
      />
    </>
  );
}

const oneGift = page([{ id: 1, donor: 'سارا', amount: 500 }]);

// A page whose columns are made on every render (their cells close over that render's actions).
function Redrawn() {
  const state = useTableParams({ size: 2 });
  const [draws, setDraws] = useState(0);
  const fresh: ColumnDef<Gift, unknown>[] = [
    {
      id: 'actions',
      header: 'عملیات',
      cell: ({ row }) => (
        <button type="button" onClick={() => setDraws(draws + 1)}>
          {`تأیید ${row.original.donor}`}
        </button>
      ),
    },
  ];
  return (
    <>
      <output data-testid="draws">{draws}</output>
      <DataTable
        label="فهرست کمک‌ها"
        columns={fresh}
        rows={oneGift}
        state={state}
        emptyText="کمکی ثبت نشده است"
        rowKey={(gift) => gift.id}
      />
    </>
  );
}
const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}');

describe('DataTable', () => {
  it('draws the page as a table and as cards, sorts (a number column largest first) and pages through the address', async () => {
    const rows = page(
      [
        { id: 1, donor: 'سارا', amount: 500 },
        { id: 2, donor: 'علی', amount: 200 },
      ],
      5,
    );
    const { user, router } = renderPage({
      path: '/admin/donations?status=PENDING',
      element: <Gifts rows={rows} />,
    });
    const table = screen.getByRole('table', { name: 'فهرست کمک‌ها' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'فهرست کمک‌ها' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(params()).toEqual({ page: 0, sort: null, filters: { status: 'PENDING' } });

    await user.click(within(table).getByRole('button', { name: /مبلغ/ }));
    expect(router.state.location.search).toBe('?status=PENDING&sort=amount%2Cdesc');
    expect(within(table).getByRole('columnheader', { name: /مبلغ/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    expect(screen.getByText('صفحه‌ی ۱ از ۳')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'بعدی' }));
    expect(params().page).toBe(1);
    expect(router.state.location.search).toContain('page=2');
  });

  it('shows skeletons while loading, the empty text, and the error with a retry', async () => {
    const first = renderPage({ element: <Gifts loading /> });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    first.unmount();

    const empty = renderPage({ element: <Gifts rows={page([])} /> });
    expect(screen.getByText('کمکی ثبت نشده است')).toBeTruthy();
    empty.unmount();

    const retry = vi.fn();
    const { user } = renderPage({ element: <Gifts retry={retry} /> });
    expect(screen.getByRole('alert').textContent).toContain('بارگذاری کمک‌ها ناموفق بود');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('keeps a row’s button, and the focus on it, when the page draws again with new column definitions', async () => {
    const { user } = renderPage({ path: '/admin/donations', element: <Redrawn /> });
    const [button] = screen.getAllByRole('button', { name: 'تأیید سارا' });
    await user.click(button);
    expect(screen.getByTestId('draws').textContent).toBe('1');
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(screen.getByTestId('draws').textContent).toBe('2');
  });
});
