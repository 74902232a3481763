import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminContactFieldsFragment,
  AdminContactsDocument,
  type AdminContactsQueryVariables,
  BulkUpdateContactStatusDocument,
  type BulkUpdateContactStatusMutationVariables,
} from '../../../gql/graphql';
import { answeringMock, recordingMock } from '../../../test/recordingMock';
import { renderPage } from '../../../test/renderPage';
import { AdminContactsPage } from './AdminContactsPage';

const message = (
  id: number,
  name: string,
  extra: Partial<AdminContactFieldsFragment> = {},
): AdminContactFieldsFragment => ({
  __typename: 'ContactMessage',
  id,
  name,
  email: `${name === 'سارا' ? 'sara' : 'ali'}@example.org`,
  phone: null,
  subject: 'COMPLAINT',
  message: `متن ${name}`,
  status: 'NEW',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const asked: AdminContactsQueryVariables[] = [];
const list = recordingMock(
  AdminContactsDocument,
  asked,
  {
    adminContactMessages: {
      __typename: 'ContactMessagePage' as const,
      content: [
        message(1, 'سارا'),
        message(2, 'علی', { subject: 'DONATION' }),
        message(3, 'سارا', { createdAt: '2026-11-21T08:00:00.000Z' }),
      ],
      totalElements: 3,
      totalPages: 1,
      page: 0,
    },
    adminContactCounts: {
      __typename: 'ContactCounts' as const,
      total: 2,
      NEW: 2,
      IN_PROGRESS: 0,
      RESOLVED: 0,
    },
  },
  Number.POSITIVE_INFINITY,
);

const open = (path = '/admin/contacts', mocks: unknown[] = []) =>
  renderPage({
    path,
    route: '/admin/contacts',
    element: <AdminContactsPage />,
    mocks: [list, ...(mocks as [])],
  });

afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

const SARA_FIRST = 'انتخاب پیام سارا درباره‌ی شکایت، ۱۴۰۵/۰۸/۲۹';
const SARA_SECOND = 'انتخاب پیام سارا درباره‌ی شکایت، ۱۴۰۵/۰۸/۳۰';

/** Chooses both of Sara's messages and marks them resolved through the bulk bar, answered by `bulk`. */
async function resolveBothFromSara(bulk: unknown) {
  const { user } = open('/admin/contacts', [bulk]);
  const table = await screen.findByRole('table', { name: 'فهرست پیام‌های تماس' });
  await within(table).findAllByText('سارا');
  await user.click(within(table).getByRole('checkbox', { name: SARA_FIRST }));
  await user.click(within(table).getByRole('checkbox', { name: SARA_SECOND }));
  const bar = screen.getByRole('region', { name: 'کار با موردهای انتخاب‌شده' });
  await user.click(within(bar).getByRole('button', { name: 'رسیدگی‌شده' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'رسیدگی‌شده کردن ۲ پیام' });
  await user.click(within(confirm).getByRole('button', { name: 'علامت رسیدگی‌شده' }));
  return { table, bar };
}

describe('AdminContactsPage', () => {
  it('searches and filters by status through the address and the query', async () => {
    const { user, router } = open();
    await screen.findAllByText('سارا');
    await user.type(screen.getByRole('searchbox', { name: /جستجو/ }), 'شکایت');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'شکایت' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'RESOLVED');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'شکایت', status: 'RESOLVED', page: 0 }));
    expect(router.state.location.search).toContain('status=RESOLVED');
  });

  it('the message dialog links a reply by e-mail with the subject filled in', async () => {
    const { user } = open();
    await screen.findAllByText('سارا');
    await user.click(screen.getAllByRole('button', { name: 'مشاهده‌ی پیام سارا' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'پیام سارا' });
    const reply = within(dialog).getByRole('link', { name: 'پاسخ با ایمیل' });
    const href = reply.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:sara@example.org?subject=')).toBe(true);
    const subject = new URLSearchParams(href.slice(href.indexOf('?'))).get('subject');
    expect(subject).toBe('پاسخ: پیام شما درباره‌ی «شکایت»');
    expect(href).not.toContain(' ');
  });

  it('marks the chosen messages resolved in one call after confirming, with the result in a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const sent: BulkUpdateContactStatusMutationVariables[] = [];
    const bulk = recordingMock(BulkUpdateContactStatusDocument, sent, {
      bulkUpdateContactStatus: {
        __typename: 'BulkResult',
        done: [1, 2],
        failed: [],
        message: '۲ مورد انجام شد',
      },
    });
    const { user } = open('/admin/contacts', [bulk]);
    const table = await screen.findByRole('table', { name: 'فهرست پیام‌های تماس' });
    await within(table).findAllByText('سارا');
    await user.click(within(table).getByRole('checkbox', { name: SARA_FIRST }));
    await user.click(
      within(table).getByRole('checkbox', { name: 'انتخاب پیام علی درباره‌ی کمک مالی، ۱۴۰۵/۰۸/۲۹' }),
    );
    const bar = screen.getByRole('region', { name: 'کار با موردهای انتخاب‌شده' });
    await user.click(within(bar).getByRole('button', { name: 'رسیدگی‌شده' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'رسیدگی‌شده کردن ۲ پیام' });
    await user.click(within(confirm).getByRole('button', { name: 'علامت رسیدگی‌شده' }));
    await waitFor(() => expect(sent).toEqual([{ ids: [1, 2], status: 'RESOLVED' }]));
    await waitFor(() => expect(success.mock.calls.map(([text]) => text)).toContain('۲ مورد انجام شد'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'کار با موردهای انتخاب‌شده' })).toBeNull(),
    );
  });

  it('names two messages of one sender apart by subject and date', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'فهرست پیام‌های تماس' });
    await within(table).findAllByText('سارا');
    expect(within(table).getByRole('checkbox', { name: SARA_FIRST })).toBeTruthy();
    expect(within(table).getByRole('checkbox', { name: SARA_SECOND })).toBeTruthy();
  });

  it('names refused messages by sender and date, and keeps them chosen', async () => {
    const error = vi.spyOn(toast, 'error');
    const bulk = answeringMock(BulkUpdateContactStatusDocument, {
      bulkUpdateContactStatus: {
        __typename: 'BulkResult',
        done: [1],
        failed: [{ __typename: 'BulkFailure', id: 3, message: 'این پیام پیدا نشد' }],
        message: '۱ مورد انجام شد؛ ۱ مورد انجام نشد',
      },
    });
    const { table, bar } = await resolveBothFromSara(bulk);
    await waitFor(() =>
      expect(error.mock.calls.map(([text]) => text)).toContain(
        '۱ مورد انجام شد؛ ۱ مورد انجام نشد — پیام سارا درباره‌ی شکایت، ۱۴۰۵/۰۸/۳۰: این پیام پیدا نشد',
      ),
    );
    await waitFor(() => expect(within(bar).getByText('۱ مورد انتخاب شده')).toBeTruthy());
    expect((within(table).getByRole('checkbox', { name: SARA_SECOND }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(table).getByRole('checkbox', { name: SARA_FIRST }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('keeps the choice when the call itself fails', async () => {
    const error = vi.spyOn(toast, 'error');
    const bulk = {
      request: { query: BulkUpdateContactStatusDocument, variables: () => true },
      error: new Error('network down'),
    };
    const { table, bar } = await resolveBothFromSara(bulk);
    await waitFor(() => expect(error.mock.calls.map(([text]) => text)).toContain('خطا در به‌روزرسانی وضعیت'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(bar).getByText('۲ مورد انتخاب شده')).toBeTruthy();
    expect((within(table).getByRole('checkbox', { name: SARA_FIRST }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
