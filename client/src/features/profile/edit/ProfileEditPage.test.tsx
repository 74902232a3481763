import { toLatinDigits } from '@common/digits';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/sessionStore';
import {
  ConfirmPhoneChangeDocument,
  type ConfirmPhoneChangeMutation,
  UpdateProfileDocument,
} from '../../../gql/graphql';
import { domainError, type Mock } from '../../../test/authMocks';
import { makeUser, makeUserFields } from '../../../test/fixtures';
import { renderPage } from '../../../test/renderPage';
import { ProfileEditPage } from './ProfileEditPage';

const OLD = '09121234567';
const NEW = '09121234500';

/** A User as the profile mutations answer it. */
function profileUser(
  overrides: Partial<ConfirmPhoneChangeMutation['confirmPhoneChange']> = {},
): ConfirmPhoneChangeMutation['confirmPhoneChange'] {
  return makeUserFields({ firstName: 'مریم', lastName: 'کریمی', phoneNumber: OLD, ...overrides });
}

const input = (phoneNumber: string) => ({
  firstName: 'مریم',
  lastName: 'کریمی',
  phoneNumber,
  organization: null,
  profileImageUrl: null,
});
const updateMock = (phoneNumber: string, result: Mock['result']): Mock => ({
  request: { query: UpdateProfileDocument, variables: { input: input(phoneNumber) } },
  result,
});
const confirmMock = (otpCode: string, result: Mock['result']): Mock => ({
  request: { query: ConfirmPhoneChangeDocument, variables: { input: { otpCode } } },
  result,
});
const pendingAnswer = { data: { updateProfile: profileUser({ pendingPhoneNumber: NEW }) } };

function openEditPage(mocks: Mock[]) {
  return renderPage({ mocks: mocks, path: '/profile/edit', element: <ProfileEditPage /> });
}

const phoneField = () => screen.getByLabelText(/^شماره موبایل/) as HTMLInputElement;
const codeField = () => screen.getByLabelText(/^کد تایید/);

async function changePhone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'اطلاعات تماس' }));
  await user.clear(phoneField());
  await user.type(phoneField(), '۰۹۱۲۱۲۳۴۵۰۰');
  await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
}

const success = vi.spyOn(toast, 'success');
const failure = vi.spyOn(toast, 'error');
beforeEach(() => sessionStore.set('t', makeUser({ phoneNumber: OLD })));
afterEach(() => vi.clearAllMocks());

describe('/profile/edit: a new phone number', () => {
  it('is saved only after the code sent to it: the code step, then the new number', async () => {
    const { user } = openEditPage([
      updateMock(NEW, pendingAnswer),
      confirmMock('123456', {
        data: { confirmPhoneChange: profileUser({ phoneNumber: NEW }) },
      }),
    ]);
    await changePhone(user);

    expect(await screen.findByRole('heading', { name: 'تایید شماره موبایل جدید' })).toBeTruthy();
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۰۰')).toBeTruthy();
    expect(success).toHaveBeenCalledWith(
      'اطلاعات ذخیره شد. کد تایید به شماره موبایل جدید ارسال شد؛ شماره پس از وارد کردن کد تغییر می‌کند.',
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').phoneNumber).toBe(OLD);

    await user.type(codeField(), '۱۲۳۴۵۶');
    await user.click(screen.getByRole('button', { name: 'تایید شماره‌ی جدید' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('شماره موبایل با موفقیت تغییر کرد'));
    expect(screen.queryByRole('heading', { name: 'تایید شماره موبایل جدید' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').phoneNumber).toBe(NEW);
  });

  it('shows a wrong code on its field and keeps the old number', async () => {
    const wrong = 'کد تایید نادرست است';
    const { user } = openEditPage([
      updateMock(NEW, pendingAnswer),
      confirmMock('111111', domainError(wrong, 'BAD_USER_INPUT', { otpCode: wrong })),
    ]);
    await changePhone(user);
    await user.type(await screen.findByLabelText(/^کد تایید/), '111111');
    await user.click(screen.getByRole('button', { name: 'تایید شماره‌ی جدید' }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(failure).toHaveBeenCalledWith(wrong);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').phoneNumber).toBe(OLD);
  });

  it('«تغییر شماره موبایل» goes back to the form with the new number still typed', async () => {
    const { user } = openEditPage([updateMock(NEW, pendingAnswer), updateMock(NEW, pendingAnswer)]);
    await changePhone(user);
    await user.click(await screen.findByRole('button', { name: 'تغییر شماره موبایل' }));
    await user.click(screen.getByRole('tab', { name: 'اطلاعات تماس' }));
    expect(toLatinDigits(phoneField().value)).toBe(NEW);
    // The same number again within the cooldown: the server keeps the code, the page says so.
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    expect(await screen.findByRole('heading', { name: 'تایید شماره موبایل جدید' })).toBeTruthy();
    expect(success).toHaveBeenLastCalledWith(
      'اطلاعات ذخیره شد. کد تایید پیش‌تر به این شماره ارسال شده و هنوز معتبر است؛ همان کد را وارد کنید.',
    );
  });

  it('without a new number saves at once, with no code step', async () => {
    const { user } = openEditPage([updateMock(OLD, { data: { updateProfile: profileUser() } })]);
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('پروفایل با موفقیت به‌روزرسانی شد!'));
    expect(screen.queryByRole('heading', { name: 'تایید شماره موبایل جدید' })).toBeNull();
  });
});

describe('/profile/edit: the e-mail', () => {
  it('is shown read-only and styled as such (muted, not the white editable box)', () => {
    openEditPage([]);
    const email = screen.getByLabelText(/^ایمیل/) as HTMLInputElement;
    expect(email.value).toBe('maryam@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('aria-readonly')).toBe('true');
    const classes = email.className.split(/\s+/);
    expect(classes).toContain('bg-ink-100');
    expect(classes).not.toContain('bg-white');
    expect(screen.getByText('ایمیل حساب قابل تغییر نیست.')).toBeTruthy();
  });
});
