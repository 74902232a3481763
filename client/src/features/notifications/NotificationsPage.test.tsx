import { toPersianDigits } from '@common/digits';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DeleteNotificationDocument,
  type NotificationFieldsFragment,
  NotificationsDocument,
} from '../../gql/graphql';
import { domainError, type Mock } from '../../test/authMocks';
import { makeNotification, unreadCountMock } from '../../test/notificationMocks';
import { renderPage } from '../../test/renderPage';
import { NotificationsPage } from './NotificationsPage';

const pageMock = (page: number, content: NotificationFieldsFragment[], totalElements = 12): Mock => ({
  request: { query: NotificationsDocument, variables: { page, size: 10 } },
  result: {
    data: {
      notifications: {
        __typename: 'NotificationPage',
        content,
        page,
        size: 10,
        totalElements,
        totalPages: Math.ceil(totalElements / 10),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const firstPage = Array.from({ length: 10 }, (_, i) =>
  makeNotification({ id: i + 1, title: `اعلان ${toPersianDigits(i + 1)}` }),
);
const secondPage = [11, 12].map((id) =>
  makeNotification({ id, title: `اعلان ${toPersianDigits(id)}`, isRead: true }),
);

function openNotifications(mocks: Mock[]) {
  return renderPage({
    path: '/notifications',
    mocks: [unreadCountMock(10), ...mocks],
    element: <NotificationsPage />,
  });
}

const success = vi.spyOn(toast, 'success');
const failure = vi.spyOn(toast, 'error');
afterEach(() => vi.clearAllMocks());

describe('/notifications', () => {
  it('pages through ten at a time', async () => {
    const { user, router } = openNotifications([pageMock(0, firstPage), pageMock(1, secondPage)]);
    const list = await screen.findByRole('list', { name: 'فهرست اعلان‌ها' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('صفحه‌ی ۱ از ۲')).toBeTruthy();
    expect((screen.getByRole('button', { name: /صفحه‌ی قبل/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: /صفحه‌ی بعد/ }));
    expect(await screen.findByText('اعلان ۱۲')).toBeTruthy();
    expect(screen.getByText('صفحه‌ی ۲ از ۲')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect((screen.getByRole('button', { name: /صفحه‌ی بعد/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes one with a toast, and reports a failed delete', async () => {
    const deleted: Mock = {
      request: { query: DeleteNotificationDocument, variables: { id: 1 } },
      result: { data: { deleteNotification: true } },
    };
    const refused: Mock = {
      request: { query: DeleteNotificationDocument, variables: { id: 2 } },
      result: domainError('مورد درخواستی یافت نشد', 'NOT_FOUND'),
    };
    const { user } = openNotifications([pageMock(0, firstPage), deleted, refused]);
    await user.click(await screen.findByRole('button', { name: 'حذف اعلان: اعلان ۱' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('اعلان حذف شد'));
    await user.click(screen.getByRole('button', { name: 'حذف اعلان: اعلان ۲' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('خطا در حذف اعلان'));
  });

  it('says so when the list cannot be fetched', async () => {
    openNotifications([
      {
        request: { query: NotificationsDocument, variables: { page: 0, size: 10 } },
        error: new Error('offline'),
      },
    ]);
    expect(await screen.findByText('خطا در دریافت اعلانات')).toBeTruthy();
    expect(screen.getByRole('button', { name: /تلاش دوباره/ })).toBeTruthy();
  });
});
