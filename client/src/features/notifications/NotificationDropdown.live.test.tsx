import type { ApolloLink } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotificationEventsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import type { Mock } from '../../test/authMocks';
import { holdAnswer } from '../../test/heldAnswer';
import { makeNotification, unreadCountMock } from '../../test/notificationMocks';
import { renderPage } from '../../test/renderPage';
import { NotificationDropdown } from './NotificationDropdown';

const liveEvent = (unreadCount: number): Mock => ({
  request: { query: NotificationEventsDocument },
  result: {
    data: {
      notificationEvents: {
        __typename: 'NotificationEvent',
        unreadCount,
        notification: makeNotification({ id: 40, title: 'اعلان تازه' }),
      },
    },
  },
});

function renderBell(mocks: Mock[], links: ApolloLink[] = []) {
  return renderPage({
    mocks,
    links,
    element: (
      <Routes>
        <Route path="/" element={<NotificationDropdown />} />
      </Routes>
    ),
  });
}

describe('NotificationDropdown, live', () => {
  it('shows the count the socket pushes, without asking the server again', async () => {
    const count = vi.fn(() => ({ data: { unreadNotificationCount: 1 } }));
    const pushed = holdAnswer(NotificationEventsDocument);
    renderBell(
      [
        { request: { query: UnreadNotificationCountDocument }, result: count, maxUsageCount: 5 },
        liveEvent(4),
      ],
      [pushed.link],
    );
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('۱');
    pushed.release();
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('۴'));
    expect(count.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('keeps the polled count when the socket cannot open', async () => {
    renderBell([unreadCountMock(2)]);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('۲');
  });
});
