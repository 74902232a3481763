import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSlidesDocument, DeleteSlideDocument, ReorderSlidesDocument } from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { adminPattern } from '../shared/adminUrl';
import { LeaveGuardProvider } from '../shared/useLeaveGuard';
import { AdminSlidesPage } from './AdminSlidesPage';
import { slidePaths, slideUrls } from './urls';

const slide = (id: number, title: string, more: Record<string, unknown> = {}) => ({
  __typename: 'Slide' as const,
  id,
  title,
  description: null,
  imageUrl: `/uploads/images/s${id}.png`,
  link: null,
  displayOrder: id,
  published: true,
  showTitle: true,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...more,
});

const list = (slides: ReturnType<typeof slide>[]) => ({
  request: { query: AdminSlidesDocument },
  result: { data: { adminSlides: slides } },
});

const first = slide(1, 'بورسیه', { description: 'ثبت‌نام آغاز شد', link: 'https://example.org/a' });
const second = slide(12, 'پیش‌نویس', { published: false, showTitle: false });

const draw = (mocks: NonNullable<Parameters<typeof renderPage>[0]>['mocks']) =>
  renderPage({
    path: slideUrls.list(),
    route: adminPattern(slidePaths.list),
    element: (
      <LeaveGuardProvider>
        <AdminSlidesPage />
      </LeaveGuardProvider>
    ),
    mocks,
  });

describe('AdminSlidesPage', () => {
  it('lists the slides: image, texts, order, status badges; a broken image shows the placeholder', async () => {
    draw([list([first, second])]);
    const table = await screen.findByRole('table', { name: 'فهرست اسلایدها' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('بورسیه')).toBeTruthy();
    expect(within(rows[1]).getByText('ثبت‌نام آغاز شد')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'https://example.org/a' })).toBeTruthy();
    expect(within(rows[1]).getByText('فعال')).toBeTruthy();
    expect(within(rows[1]).getByText('با متن')).toBeTruthy();
    expect(within(rows[2]).getByText('۱۲')).toBeTruthy();
    expect(within(rows[2]).getByText('غیرفعال')).toBeTruthy();
    expect(within(rows[2]).getByText('فقط تصویر')).toBeTruthy();
    const image = within(rows[2]).getByRole('img', { name: 'پیش‌نویس' });
    expect(image.getAttribute('src')).toBe('/uploads/images/s12.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/slides/placeholder.svg');
    expect(screen.getByText('۲ اسلاید')).toBeTruthy();
  });

  it('deletes a slide only after confirmation, then reloads the list', async () => {
    const { user } = draw([
      list([first, second]),
      {
        request: { query: DeleteSlideDocument, variables: { id: 12 } },
        result: {
          data: { deleteSlide: { __typename: 'ActionResult', ok: true, message: 'اسلاید با موفقیت حذف شد' } },
        },
      },
      list([first]),
    ]);
    const table = await screen.findByRole('table', { name: 'فهرست اسلایدها' });
    await user.click(within(table).getByRole('button', { name: 'حذف پیش‌نویس' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف اسلاید «پیش‌نویس»' });
    await user.click(within(dialog).getByRole('button', { name: 'حذف اسلاید' }));
    await waitFor(() => expect(within(table).queryByText('پیش‌نویس')).toBeNull());
  });

  it('opens the form for editing, and asks before a dirty form is closed', async () => {
    const { user } = draw([list([first, second])]);
    const table = await screen.findByRole('table', { name: 'فهرست اسلایدها' });
    await user.click(within(table).getByRole('button', { name: 'ویرایش بورسیه' }));
    const form = await screen.findByRole('region', { name: 'ویرایش اسلاید: بورسیه' });
    const title = within(form).getByRole('textbox', { name: /^عنوان/ }) as HTMLInputElement;
    expect(title.value).toBe('بورسیه');
    await user.type(title, ' ۱۴۰۵');
    await user.click(within(form).getByRole('button', { name: 'انصراف' }));
    const ask = await screen.findByRole('alertdialog', { name: 'خروج بدون ذخیره' });
    await user.click(within(ask).getByRole('button', { name: 'خروج بدون ذخیره' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /ویرایش اسلاید/ })).toBeNull());
  });

  it('saves a new order from the order dialog in one call', async () => {
    const { user } = draw([
      list([first, second]),
      {
        request: { query: ReorderSlidesDocument, variables: { ids: [12, 1] } },
        result: {
          data: {
            reorderSlides: [
              { __typename: 'Slide', id: 12, displayOrder: 1 },
              { __typename: 'Slide', id: 1, displayOrder: 2 },
            ],
          },
        },
      },
      list([
        { ...second, displayOrder: 1 },
        { ...first, displayOrder: 2 },
      ]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'تغییر ترتیب' }));
    const dialog = await screen.findByRole('dialog', { name: 'ترتیب نمایش اسلایدها' });
    const save = within(dialog).getByRole('button', { name: 'ذخیره‌ی ترتیب' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'جابه‌جایی اسلاید بورسیه' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'انتقال اسلاید پیش‌نویس به بالا' }));
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0].textContent).toContain('پیش‌نویس');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'فهرست اسلایدها' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1].textContent).toContain('پیش‌نویس'));
  });

  it('shows the spec’s full error when the list cannot be fetched', async () => {
    draw([{ request: { query: AdminSlidesDocument }, error: new Error('network') }]);
    expect(await screen.findByText('خطا در دریافت اسلایدها')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeTruthy();
  });
});
