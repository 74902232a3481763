import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openCourseWizard as openWizard } from '../../features/admin/courses/wizard/openCourseWizard';
import { draftStorageKey } from '../../features/admin/courses/wizard/useDraftStorage';
import { useLogout } from '../../features/auth/useLogout';
import { SAVED_PROGRAMS_KEY } from '../../features/programs/detail/savedPrograms';
import { LogoutDocument } from '../../gql/graphql';
import { makeUser } from '../../test/fixtures';
import { renderPage } from '../../test/renderPage';
import { handleUnauthenticated } from '../apollo/authErrors';
import { sessionStore } from './sessionStore';

const admin = makeUser({ id: 7, userType: 'ADMIN' });
const otherAdmin = makeUser({ id: 8, userType: 'ADMIN', firstName: 'رضا' });
const RESTORED = 'تغییرات ذخیره‌نشده‌ی قبلی شما در این مرورگر بازیابی شد.';

/** Types a title into a new course and leaves the page once the wizard has kept the draft. */
async function leaveADraft() {
  const wizard = openWizard();
  await wizard.user.type(screen.getByLabelText(/^عنوان دوره/), 'دوره‌ی نیمه‌کاره');
  await waitFor(() => expect(window.localStorage.getItem(draftStorageKey(null))).not.toBeNull());
  wizard.unmount();
}

function SignOutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      خروج
    </button>
  );
}

describe("the member's own data kept in this browser", () => {
  it('signing out removes the course wizard drafts: the next admin here opens an empty wizard', async () => {
    sessionStore.set('admin-token', admin);
    await leaveADraft();
    window.localStorage.setItem(draftStorageKey(12), '{"title":"ویرایش نیمه‌کاره"}');
    const { user, unmount } = renderPage({
      element: <SignOutButton />,
      mocks: [
        {
          request: { query: LogoutDocument },
          result: {
            data: { logout: { __typename: 'ActionResult', ok: true, message: 'با موفقیت خارج شدید' } },
          },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem(draftStorageKey(null))).toBeNull();
    expect(window.localStorage.getItem(draftStorageKey(12))).toBeNull();
    unmount();

    sessionStore.set('other-token', otherAdmin);
    openWizard();
    expect((screen.getByLabelText(/^عنوان دوره/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(RESTORED)).toBeNull();
  });

  it('a session that ends on its own (refused by the server) removes them too', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      sessionStore.set('refused-token', admin);
      await leaveADraft();
      handleUnauthenticated();
      expect(window.localStorage.getItem(draftStorageKey(null))).toBeNull();
    } finally {
      assign.mockRestore();
    }
  });

  it('another member signing in here does not find them; the same member signing in again does', async () => {
    sessionStore.set('admin-token', admin);
    await leaveADraft();
    sessionStore.set('admin-token-2', admin);
    expect(window.localStorage.getItem(draftStorageKey(null))).not.toBeNull();
    sessionStore.set('other-token', otherAdmin);
    expect(window.localStorage.getItem(draftStorageKey(null))).toBeNull();
  });

  it('keeps what belongs to the browser rather than a member: the saved programs', () => {
    window.localStorage.setItem(SAVED_PROGRAMS_KEY, '[3]');
    sessionStore.set('admin-token', admin);
    sessionStore.clear();
    expect(window.localStorage.getItem(SAVED_PROGRAMS_KEY)).toBe('[3]');
  });
});
