import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { LogoutDocument } from '../../gql/graphql';
import type { Mock } from '../../test/authMocks';
import { makeUser } from '../../test/fixtures';
import { holdAnswer } from '../../test/heldAnswer';
import { unreadCountMock } from '../../test/notificationMocks';
import { renderPage } from '../../test/renderPage';
import { handleUnauthenticated } from '../apollo/authErrors';
import { sessionStore } from '../session/sessionStore';
import { SiteHeader } from './SiteHeader';

const logoutMock = (result: Mock['result'] | Error): Mock =>
  result instanceof Error
    ? { request: { query: LogoutDocument }, error: result }
    : { request: { query: LogoutDocument }, result };

function renderHeader(mocks: Mock[] = [unreadCountMock(0)]) {
  return renderPage({ mocks: mocks, element: <SiteHeader /> });
}

describe('the site header', () => {
  it('shows the main links', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'منوی اصلی' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/programs', '/courses', '/about', '/contact']);
  });

  it('shows login and signup buttons to guests', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'ورود' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'ثبت‌نام' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('button', { name: /منوی کاربر/ })).toBeNull();
  });

  it('shows the name and initials of a signed-in user instead', async () => {
    sessionStore.set('t', makeUser({ firstName: 'علی', lastName: 'رضایی' }));
    renderHeader();
    expect(screen.queryByRole('link', { name: 'ورود' })).toBeNull();
    expect((await screen.findByTestId('user-display-name')).textContent).toBe('علی رضایی');
    expect(screen.getByTestId('avatar-initials').getAttribute('data-initials')).toBe('ع\u200cر');
  });

  it('falls back to the phone number and shows the profile image', async () => {
    sessionStore.set(
      't',
      makeUser({ firstName: null, lastName: null, email: null, profileImageUrl: '/uploads/me.png' }),
    );
    const { container } = renderHeader();
    expect((await screen.findByTestId('user-display-name')).textContent).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(container.querySelector('img[src="/uploads/me.png"]')).toBeTruthy();
  });

  it('offers profile, edit profile, home and logout; logout calls the server and clears the session', async () => {
    const success = vi.spyOn(toast, 'success');
    sessionStore.set('t', makeUser());
    const { user } = renderHeader([
      unreadCountMock(0),
      logoutMock({
        data: { logout: { __typename: 'ActionResult', ok: true, message: 'با موفقیت خارج شدید' } },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: /منوی کاربر/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'پروفایل من' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'ویرایش پروفایل' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
    expect(within(menu).getByRole('menuitem', { name: 'صفحه‌ی اصلی' }).getAttribute('href')).toBe('/');
    await user.click(within(menu).getByRole('menuitem', { name: 'خروج' }));
    await waitFor(() => {
      expect(localStorage.getItem('token')).toBeNull();
      expect(screen.getByRole('link', { name: 'ورود' })).toBeTruthy();
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('با موفقیت خارج شدید'));
    success.mockRestore();
  });

  it('stays on its way home when the ending session is refused mid-logout (the live socket closes first)', async () => {
    const success = vi.spyOn(toast, 'success');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    sessionStore.set('t', makeUser());
    const logoutAnswer = holdAnswer(LogoutDocument);
    const { user } = renderPage({
      element: <SiteHeader />,
      links: [logoutAnswer.link],
      mocks: [
        unreadCountMock(0),
        logoutMock({
          data: { logout: { __typename: 'ActionResult', ok: true, message: 'با موفقیت خارج شدید' } },
        }),
      ],
    });
    try {
      await user.click(await screen.findByRole('button', { name: /منوی کاربر/ }));
      await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'خروج' }));
      await logoutAnswer.requested;
      // The server revokes the session before its answer arrives; the socket's 4401 lands here first.
      handleUnauthenticated();
      logoutAnswer.release();
      await waitFor(() => expect(success).toHaveBeenCalledWith('با موفقیت خارج شدید'));
      expect(localStorage.getItem('token')).toBeNull();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      assign.mockRestore();
      success.mockRestore();
    }
  });

  it('still signs out, without the toast, when the logout call fails', async () => {
    const success = vi.spyOn(toast, 'success');
    sessionStore.set('t', makeUser());
    const { user } = renderHeader([unreadCountMock(0), logoutMock(new Error('offline'))]);
    await user.click(await screen.findByRole('button', { name: /منوی کاربر/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'خروج' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });

  it('shows the notification bell only to signed-in users', async () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: /^اعلان‌ها/ })).toBeNull();
  });

  it('shows the bell with the unread badge to a signed-in user', async () => {
    sessionStore.set('t', makeUser());
    renderHeader([unreadCountMock(4)]);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('۴');
  });

  it('toggles the mobile menu', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'باز کردن منو' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'منوی موبایل' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'بستن منو' }));
    expect(screen.queryByRole('navigation', { name: 'منوی موبایل' })).toBeNull();
  });

  it("the mobile menu offers a signed-in member 'پروفایل من', 'ویرایش پروفایل' and 'خروج'", () => {
    sessionStore.set('t', makeUser());
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    const menu = screen.getByRole('navigation', { name: 'منوی موبایل' });
    expect(within(menu).getByRole('link', { name: 'پروفایل من' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('link', { name: 'ویرایش پروفایل' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
    expect(within(menu).getByRole('button', { name: 'خروج' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('link', { name: 'ویرایش پروفایل' }));
    expect(screen.queryByRole('navigation', { name: 'منوی موبایل' })).toBeNull();
  });
});
