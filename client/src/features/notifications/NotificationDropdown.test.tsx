import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument } from '../../gql/graphql';
import type { Mock } from '../../test/authMocks';
import { makeNotification, recentMock, unreadCountMock } from '../../test/notificationMocks';
import { renderPage } from '../../test/renderPage';
import { NotificationDropdown } from './NotificationDropdown';

function renderBell(mocks: Mock[]) {
  return renderPage({
    mocks,
    element: (
      <Routes>
        <Route path="/" element={<NotificationDropdown />} />
        <Route path="/programs/:id" element={<p>صفحه‌ی برنامه</p>} />
      </Routes>
    ),
  });
}

const bell = () => screen.getByRole('button', { name: /^اعلان‌ها/ });

const success = vi.spyOn(toast, 'success');
afterEach(() => vi.clearAllMocks());

describe('NotificationDropdown', () => {
  it('caps the badge at «۹+» above nine', async () => {
    renderBell([unreadCountMock(12)]);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('۹+');
    expect(bell().getAttribute('aria-label')).toBe('اعلان‌ها (۱۲ خوانده‌نشده)');
  });

  it('shows the exact count up to nine', async () => {
    renderBell([unreadCountMock(9)]);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('۹');
  });

  it('has no badge when everything is read', async () => {
    renderBell([unreadCountMock(0)]);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('اعلان‌ها'));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('lists the recent ones; clicking an unread one marks it read, follows its link and closes', async () => {
    const unread = makeNotification({
      id: 7,
      type: 'PROGRAM',
      title: 'برنامه‌ی جدید',
      actionUrl: '/programs/3',
    });
    // The server only sends known types; an unknown one (older client, newer server) must look like SYSTEM.
    const read = makeNotification({ id: 8, title: 'یادآوری', isRead: true });
    Object.assign(read, { type: 'PARTY' });
    const markRead: Mock = {
      request: { query: MarkNotificationReadDocument, variables: { id: 7 } },
      result: vi.fn(() => ({
        data: {
          markNotificationRead: {
            __typename: 'Notification',
            id: 7,
            isRead: true,
            readAt: '2025-01-01T09:00:00.000Z',
          },
        },
      })),
    };
    const { user, router } = renderBell([unreadCountMock(1), recentMock([unread, read]), markRead]);
    await user.click(bell());
    const menu = screen.getByRole('menu');
    const items = await within(menu).findAllByRole('menuitem', { name: /برنامه‌ی جدید|یادآوری/ });
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('(خوانده‌نشده)')).toBeTruthy();
    expect(within(items[1]).queryByText('(خوانده‌نشده)')).toBeNull();
    expect(within(items[1]).getByText('سیستم')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'مشاهده‌ی همه‌ی اعلان‌ها' }).getAttribute('href')).toBe(
      '/notifications',
    );

    await user.click(items[0]);
    await waitFor(() => expect(markRead.result).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/programs/3');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('marks all read: toast and the badge disappears', async () => {
    const { user } = renderBell([
      unreadCountMock(3),
      recentMock([makeNotification()]),
      {
        request: { query: MarkAllNotificationsReadDocument },
        result: { data: { markAllNotificationsRead: { __typename: 'NotificationCount', count: 3 } } },
      },
    ]);
    await screen.findByTestId('unread-badge');
    await user.click(bell());
    // The member sees the unread one listed before choosing to mark everything read.
    await screen.findByText('(خوانده‌نشده)');
    await user.click(screen.getByRole('menuitem', { name: 'علامت‌گذاری همه به‌عنوان خوانده‌شده' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('همه اعلانات خوانده شدند'));
    await waitFor(() => {
      expect(screen.queryByTestId('unread-badge')).toBeNull();
      expect(screen.queryByText('(خوانده‌نشده)')).toBeNull();
    });
  });
});
