import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { adminPattern } from '../shared/adminUrl';
import { LeaveGuardProvider } from '../shared/useLeaveGuard';
import { AdminUserCreatePage } from './AdminUserFormPage';
import { userPaths, userUrls } from './urls';

describe('AdminUserCreatePage', () => {
  it('shows the fields of the chosen type', async () => {
    const { user } = renderPage({
      path: userUrls.create(),
      route: adminPattern(userPaths.create),
      element: <AdminUserCreatePage />,
    });
    expect(screen.getByLabelText('شماره دانش‌آموزی')).toBeTruthy();
    expect(screen.queryByLabelText('سازمان')).toBeNull();
    await user.selectOptions(screen.getByLabelText('نوع کاربر'), 'STAFF');
    expect(screen.getByLabelText('سازمان')).toBeTruthy();
    expect(screen.getByLabelText('سمت')).toBeTruthy();
    expect(screen.queryByLabelText('شماره دانش‌آموزی')).toBeNull();
  });

  it('puts the spec’s messages on the fields and sends nothing', async () => {
    const { user } = renderPage({
      path: userUrls.create(),
      route: adminPattern(userPaths.create),
      element: <AdminUserCreatePage />,
    });
    await user.type(screen.getByRole('textbox', { name: /^ایمیل/ }), 'not-an-email');
    await user.type(screen.getByLabelText(/رمز عبور/), '123');
    await user.click(screen.getByRole('button', { name: 'ایجاد کاربر' }));
    expect(await screen.findByText('نام الزامی است')).toBeTruthy();
    expect(screen.getByText('فرمت ایمیل صحیح نیست')).toBeTruthy();
    expect(screen.getByText('رمز عبور باید حداقل ۶ کاراکتر باشد')).toBeTruthy();
  });

  it('asks before unsaved changes are left by a link or «انصراف», and leaves a clean form at once', async () => {
    const page = (
      <LeaveGuardProvider>
        <AdminUserCreatePage />
      </LeaveGuardProvider>
    );
    const { user, router } = renderPage({
      path: userUrls.create(),
      route: adminPattern(userPaths.create),
      element: page,
    });
    const first = screen.getByRole('textbox', { name: /^نام\*?$/ }) as HTMLInputElement;
    await user.type(first, 'سارا');
    await user.click(screen.getByRole('link', { name: 'مدیریت کاربران' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'خروج بدون ذخیره' });
    expect(router.state.location.pathname).toBe(userUrls.create());
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(router.state.location.pathname).toBe(userUrls.create());
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    await user.click(await screen.findByRole('button', { name: 'خروج بدون ذخیره' }));
    expect(router.state.location.pathname).toBe(userUrls.list());
  });
});
