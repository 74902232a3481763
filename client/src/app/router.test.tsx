import { readLayout } from '@common/page-layout';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { slideUrls } from '../features/admin/slides/urls';
import { testDatePickerUrls } from '../features/admin/test-datepicker/urls';
import { userUrls } from '../features/admin/users/urls';
import { PublicPageByKeyDocument } from '../gql/graphql';
import { makeUser } from '../test/fixtures';
import { renderPage } from '../test/renderPage';
import { sessionStore } from './session/sessionStore';

const signInAs = (userType: 'STUDENT' | 'ADMIN') => sessionStore.set('token-1', makeUser({ userType }));

describe('route table', () => {
  it('redirects an unknown path to the home page', async () => {
    const { router } = renderPage({ path: '/no/such/page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: /خوش آمدید/ })).toBeTruthy();
  });

  it('serves footer targets (their published page) instead of bouncing them home', async () => {
    const { router } = renderPage({
      path: '/faq',
      mocks: [
        {
          request: { query: PublicPageByKeyDocument, variables: { pageKey: 'faq' } },
          result: {
            data: {
              publicPageByKey: {
                __typename: 'PageLayout',
                id: 1,
                name: 'پرسش‌های متداول',
                description: null,
                content: {
                  __typename: 'PageLayoutContent',
                  ...readLayout([{ id: 'h', type: 'hero', props: { title: 'پرسش‌های متداول' } }]),
                },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'پرسش‌های متداول' })).toBeTruthy();
    expect(screen.queryByText('این بخش به‌زودی راه‌اندازی می‌شود.')).toBeNull();
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('sends /dashboard to /profile', async () => {
    signInAs('STUDENT');
    const { router } = renderPage({ path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('guards', () => {
  it('sends a guest from a protected page to /login, replacing history', async () => {
    const { router } = renderPage({ path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { name: 'ورود به حساب کاربری' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows a protected page to a signed-in user', async () => {
    signInAs('STUDENT');
    renderPage({ path: '/profile/edit' });
    expect(await screen.findByRole('heading', { name: 'ویرایش پروفایل' }, { timeout: 5000 })).toBeTruthy();
  });

  it('logging out on a protected page lands on the home page, not on /login', async () => {
    signInAs('STUDENT');
    const { router } = renderPage({ path: '/profile/edit' });
    await screen.findByRole('heading', { name: 'ویرایش پروفایل' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /منوی کاربر/ }));
    await user.click(screen.getByRole('menuitem', { name: 'خروج' }));
    await waitFor(() => expect(sessionStore.getSnapshot().token).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: /خوش آمدید/ })).toBeTruthy();
  });

  it('needs both token and user', async () => {
    localStorage.setItem('token', 'only-a-token');
    sessionStore.reload();
    const { router } = renderPage({ path: '/notifications' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user away from guest-only pages to /profile', async () => {
    signInAs('STUDENT');
    const { router } = renderPage({ path: '/signup' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'پروفایل من' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows guest-only pages to guests', async () => {
    renderPage({ path: '/login' });
    expect(
      await screen.findByRole('heading', { name: 'ورود به حساب کاربری' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('sends a guest from an admin page to /login', async () => {
    const { router } = renderPage({ path: userUrls.list() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the access-restricted page to a signed-in non-admin', async () => {
    signInAs('STUDENT');
    const { router } = renderPage({ path: slideUrls.list() });
    expect(await screen.findByText('شما به این بخش دسترسی ندارید.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بازگشت' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'منوی مدیریت' })).toBeNull();
    expect(router.state.location.pathname).toBe(slideUrls.list());
  });

  it('shows admin screens inside the admin layout to an admin', async () => {
    signInAs('ADMIN');
    renderPage({ path: testDatePickerUrls.page() });
    expect(await screen.findByRole('heading', { name: 'آزمایش انتخابگر تاریخ' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'منوی مدیریت' })).toBeTruthy();
    expect(screen.getByText('مدیر سیستم')).toBeTruthy();
  });
});
