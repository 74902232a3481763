import type { ColumnDef } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRowSelection } from '../../../components/data-table/useRowSelection';
import { renderPage } from '../../../test/renderPage';
import { AdminListPage, type AdminListPageProps } from './AdminListPage';

interface Fruit {
  id: number;
  name: string;
}
const columns: ColumnDef<Fruit, unknown>[] = [
  { id: 'name', header: 'نام', cell: ({ row }) => row.original.name },
];
const fruits: Fruit[] = [
  { id: 1, name: 'سیب' },
  { id: 2, name: 'انار' },
];

type Given = Omit<Partial<AdminListPageProps<Fruit>>, 'bulk'> & { bulk?: boolean };

function Page({ bulk, ...props }: Given) {
  const rows = 'rows' in props ? props.rows : fruits;
  const selection = useRowSelection(rows as Fruit[] | undefined, {
    rowKey: (f) => f.id,
    rowName: (f) => f.name,
  });
  return (
    <AdminListPage<Fruit>
      title="میوه‌ها"
      label="فهرست میوه‌ها"
      columns={columns}
      rows={rows}
      emptyText="میوه‌ای نیست."
      errorText="خطا در دریافت میوه‌ها"
      query={{ loading: false, refetch: () => {} }}
      bulk={
        bulk
          ? {
              selection,
              itemName: (f) => f.name,
              failure: 'نشد',
              actions: [
                {
                  label: 'حذف انتخاب‌شده‌ها',
                  confirmTitle: 'حذف',
                  confirmDescription: 'حذف می‌شوند',
                  confirmLabel: 'حذف میوه‌ها',
                  run: async () => undefined,
                },
              ],
            }
          : undefined
      }
      {...props}
    />
  );
}

const draw = (props: Given = {}) => renderPage({ path: '/admin/fruits', element: <Page {...props} /> });

describe('AdminListPage', () => {
  it('draws the title, the filters and the rows in one panel', () => {
    draw({ filters: <input aria-label="جستجو" /> });
    expect(screen.getByRole('heading', { level: 1, name: 'میوه‌ها' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'داشبورد' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('textbox', { name: 'جستجو' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'فهرست میوه‌ها' })).getByText('انار')).toBeTruthy();
  });

  it('says so when the list is empty', () => {
    draw({ rows: [] });
    expect(screen.getByText('میوه‌ای نیست.')).toBeTruthy();
  });

  it('shows a failed load with «تلاش دوباره», which refreshes', async () => {
    const onRefresh = vi.fn();
    const { user } = draw({ rows: undefined, query: { loading: false, error: true, refetch: onRefresh } });
    expect(screen.getByRole('alert').textContent).toContain('خطا در دریافت میوه‌ها');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows a whole list’s failed load as the panel, with «تلاش دوباره»', async () => {
    const onRefresh = vi.fn();
    const { user } = draw({
      rows: undefined,
      query: { loading: false, error: true, refetch: onRefresh },
      whole: true,
    });
    expect(screen.getByRole('alert').textContent).toContain('خطا در دریافت میوه‌ها');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows the bulk bar only while rows are chosen', async () => {
    const { user } = draw({ bulk: true });
    expect(screen.queryByRole('region', { name: 'کار با موردهای انتخاب‌شده' })).toBeNull();
    await user.click(screen.getAllByRole('checkbox', { name: 'انتخاب سیب' })[0]);
    const bar = await screen.findByRole('region', { name: 'کار با موردهای انتخاب‌شده' });
    expect(within(bar).getByRole('button', { name: 'حذف انتخاب‌شده‌ها' })).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'لغو انتخاب' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'کار با موردهای انتخاب‌شده' })).toBeNull(),
    );
  });
});
