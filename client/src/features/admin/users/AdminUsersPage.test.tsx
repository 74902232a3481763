import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminUsersDocument,
  type AdminUsersQuery,
  type AdminUsersQueryVariables,
} from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { adminPattern } from '../shared/adminUrl';
import { AdminUsersPage } from './AdminUsersPage';
import { userPaths, userUrls } from './urls';

const counts = { __typename: 'UserTypeCounts', total: 12, STUDENT: 7, DONOR: 3, STAFF: 1, ADMIN: 1 } as const;
const row = (id: number, firstName: string, userType: 'STUDENT' | 'DONOR') => ({
  __typename: 'User' as const,
  id,
  firstName,
  lastName: 'کیانی',
  fullName: `${firstName} کیانی`,
  email: `u${id}@example.org`,
  phoneNumber: `0912000000${id}`,
  userType,
  isActive: true,
  emailVerified: false,
  profileImageUrl: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});

function answer(variables: AdminUsersQueryVariables, content: ReturnType<typeof row>[], totalPages = 1) {
  const data: AdminUsersQuery = {
    adminUsers: { __typename: 'UserPage', content, totalElements: content.length, totalPages },
    adminUserCounts: counts,
  };
  return { request: { query: AdminUsersDocument, variables }, result: { data } };
}

const base = {
  page: 0,
  size: 10,
  sortBy: undefined,
  sortDir: undefined,
  q: undefined,
  type: undefined,
  active: undefined,
};

describe('AdminUsersPage', () => {
  it('reads page, type and search words from the address and shows the counts on the filter buttons', async () => {
    renderPage({
      path: userUrls.list({ type: 'DONOR', q: 'ياسمن', page: 2 }),
      route: adminPattern(userPaths.list),
      element: <AdminUsersPage />,
      mocks: [answer({ ...base, page: 1, type: 'DONOR', q: 'ياسمن' }, [row(3, 'یاسمن', 'DONOR')], 2)],
    });
    const table = await screen.findByRole('table', { name: 'فهرست کاربران' });
    expect(await within(table).findByText('یاسمن کیانی')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'نیکوکار (۳)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'همه (۱۲)' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ياسمن');
    expect(screen.getByText('صفحه‌ی ۲ از ۲')).toBeTruthy();
  });

  it('a type button and a sortable header go to the address, back to the first page', async () => {
    const { user, router } = renderPage({
      path: userUrls.list({ page: 2 }),
      route: adminPattern(userPaths.list),
      element: <AdminUsersPage />,
      mocks: [
        answer({ ...base, page: 1 }, [row(1, 'سارا', 'STUDENT')], 2),
        answer({ ...base, type: 'STUDENT' }, [row(1, 'سارا', 'STUDENT')]),
        answer({ ...base, type: 'STUDENT', sortBy: 'CREATED_AT', sortDir: 'ASC' }, [
          row(1, 'سارا', 'STUDENT'),
        ]),
      ],
    });
    await screen.findAllByText('سارا کیانی');
    await user.click(screen.getByRole('button', { name: 'دانش‌آموز (۷)' }));
    expect(router.state.location.search).toBe('?type=STUDENT');
    await user.click(await screen.findByRole('button', { name: /تاریخ عضویت/ }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('createdAt,asc');
  });

  it('asks before a type change, with the warning that it may change access', async () => {
    const { user } = renderPage({
      path: userUrls.list(),
      route: adminPattern(userPaths.list),
      element: <AdminUsersPage />,
      mocks: [answer(base, [row(1, 'سارا', 'STUDENT')])],
    });
    const table = await screen.findByRole('table', { name: 'فهرست کاربران' });
    await user.selectOptions(
      await within(table).findByRole('combobox', { name: 'نوع کاربر سارا کیانی' }),
      'DONOR',
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/ممکن است دسترسی‌های او را تغییر دهد/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
