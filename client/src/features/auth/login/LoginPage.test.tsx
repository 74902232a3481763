import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOnlyRoute } from '../../../app/guards/GuestOnlyRoute';
import { MobileLoginDocument, VerifyOtpDocument } from '../../../gql/graphql';
import { authPayload, codeSent, domainError, type Mock, unmarkedError } from '../../../test/authMocks';
import { renderPage } from '../../../test/renderPage';
import { LoginPage } from './LoginPage';

const PHONE = '09121234567';
const STILL_VALID = 'کد تایید پیش‌تر به این شماره ارسال شده و هنوز معتبر است؛ همان کد را وارد کنید.';

function renderLogin(mocks: Mock[] = [], path = '/login') {
  return renderPage({
    path,
    mocks,
    element: (
      <Routes>
        <Route element={<GuestOnlyRoute />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
        <Route path="/profile" element={<p>داشبورد</p>} />
        <Route path="/courses/7" element={<p>دوره‌ی هفت</p>} />
        <Route path="/signup" element={<p>صفحه‌ی ثبت‌نام</p>} />
      </Routes>
    ),
  });
}

const phoneField = () => screen.getByLabelText(/^شماره موبایل/);
const passwordField = () => screen.queryByLabelText(/^رمز عبور/);
const codeField = () => screen.getByLabelText(/^کد تایید/);

const loginMock = (input: Record<string, unknown>, result: Mock['result']): Mock => ({
  request: { query: MobileLoginDocument, variables: { input } },
  result,
});
const codeLogin = loginMock({ phoneNumber: PHONE, useOtp: true }, { data: { mobileLogin: codeSent() } });
const verifyMock = (otpCode: string, result: Mock['result']): Mock => ({
  request: { query: VerifyOtpDocument, variables: { input: { phoneNumber: PHONE, otpCode, type: 'LOGIN' } } },
  result,
});

const success = vi.spyOn(toast, 'success');
const failure = vi.spyOn(toast, 'error');
afterEach(() => vi.clearAllMocks());

describe('/login', () => {
  it('starts in code mode: phone only, a code button and a link to signup', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'ورود با کد یک‌بارمصرف' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(passwordField()).toBeNull();
    expect(screen.getByRole('button', { name: 'دریافت کد تایید' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ثبت‌نام کنید' }).getAttribute('href')).toBe('/signup');
  });

  it('checks the phone number', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    expect(await screen.findByText('شماره موبایل الزامی است')).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');

    await user.type(phoneField(), '0912123');
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    expect(await screen.findByText('فرمت شماره موبایل نادرست است')).toBeTruthy();
  });

  it('asks for the code after otpRequired, normalises it, and goes back with «تغییر شماره موبایل»', async () => {
    const { user } = renderLogin([codeLogin]);
    await user.type(phoneField(), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));

    expect(await screen.findByRole('heading', { name: 'کد تایید را وارد کنید' })).toBeTruthy();
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeTruthy();
    expect(screen.getByText('ارسال دوباره‌ی کد تا ۶۰ ثانیه‌ی دیگر')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('کد تایید به شماره شما ارسال شد');
    expect(screen.queryByLabelText(/^شماره موبایل/)).toBeNull();

    await user.type(codeField(), 'a۱۲۳4۵۶۷');
    expect((codeField() as HTMLInputElement).value).toBe('123456');

    await user.click(screen.getByRole('button', { name: 'تغییر شماره موبایل' }));
    expect((phoneField() as HTMLInputElement).value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(screen.queryByLabelText(/^کد تایید/)).toBeNull();
  });

  it('back to «تغییر شماره موبایل» and the same number within the cooldown: the code step again, not a refusal', async () => {
    const cooldown = 'لطفاً ۵۰ ثانیه دیگر برای دریافت کد جدید تلاش کنید';
    const { user } = renderLogin([
      codeLogin,
      // What the server would answer a second request within the cooldown.
      loginMock({ phoneNumber: PHONE, useOtp: true }, domainError(cooldown, 'RATE_LIMITED')),
      verifyMock('123456', { data: { verifyOtp: authPayload() } }),
    ]);
    await user.type(phoneField(), PHONE);
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await user.click(await screen.findByRole('button', { name: 'تغییر شماره موبایل' }));
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));

    expect(await screen.findByRole('heading', { name: 'کد تایید را وارد کنید' })).toBeTruthy();
    expect(failure).not.toHaveBeenCalled();
    expect(success).toHaveBeenLastCalledWith(STILL_VALID);
    // The countdown goes on from where it was, not from 60 again.
    expect(screen.getByText(/^ارسال دوباره‌ی کد تا [۵۶][۰-۹] ثانیه‌ی دیگر$/)).toBeTruthy();
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'تایید و ورود' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-1'));
  });

  it('another number after «تغییر شماره موبایل» asks the server again', async () => {
    const other = '09127654321';
    const { user } = renderLogin([
      codeLogin,
      loginMock({ phoneNumber: other, useOtp: true }, { data: { mobileLogin: codeSent() } }),
    ]);
    await user.type(phoneField(), PHONE);
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await user.click(await screen.findByRole('button', { name: 'تغییر شماره موبایل' }));
    await user.clear(phoneField());
    await user.type(phoneField(), other);
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    expect(await screen.findByText('۰۹۱۲۷۶۵۴۳۲۱')).toBeTruthy();
    expect(success).toHaveBeenCalledTimes(2);
    expect(success).not.toHaveBeenCalledWith(STILL_VALID);
  });

  it('signs in with the code and follows a safe ?redirect=', async () => {
    const { user, router } = renderLogin(
      [codeLogin, verifyMock('123456', { data: { verifyOtp: authPayload() } })],
      '/login?redirect=/courses/7',
    );
    await user.type(phoneField(), PHONE);
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await user.type(await screen.findByLabelText(/^کد تایید/), '123456');
    await user.click(screen.getByRole('button', { name: 'تایید و ورود' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/7'));
    expect(await screen.findByText('دوره‌ی هفت')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses/7');
    expect(success).toHaveBeenCalledWith('ورود با موفقیت انجام شد!');
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('shows the code length message and the wrong-code message', async () => {
    const wrong = 'کد تایید نادرست است';
    const { user } = renderLogin([
      codeLogin,
      verifyMock('111111', domainError(wrong, 'BAD_USER_INPUT', { otpCode: wrong })),
    ]);
    await user.type(phoneField(), PHONE);
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await user.type(await screen.findByLabelText(/^کد تایید/), '123');
    await user.click(screen.getByRole('button', { name: 'تایید و ورود' }));
    expect(await screen.findByText('کد تایید باید شش رقم باشد')).toBeTruthy();

    await user.clear(codeField());
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'تایید و ورود' }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(failure).toHaveBeenCalledWith(wrong);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('password mode: checks the password and signs in directly to /profile', async () => {
    const { user, router } = renderLogin([
      loginMock(
        { phoneNumber: PHONE, password: 'secret1', useOtp: false },
        { data: { mobileLogin: authPayload() } },
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    expect(screen.getByRole('button', { name: 'ورود با رمز عبور' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.type(phoneField(), PHONE);
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('رمز عبور الزامی است')).toBeTruthy();

    await user.type(passwordField() as HTMLElement, '123');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('رمز عبور باید حداقل ۶ کاراکتر باشد')).toBeTruthy();

    await user.clear(passwordField() as HTMLElement);
    await user.type(passwordField() as HTMLElement, 'secret1');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('داشبورد')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(success).toHaveBeenCalledWith('ورود با موفقیت انجام شد!');
  });

  it('puts the server field errors on the fields and toasts the message', async () => {
    const { user } = renderLogin([
      loginMock(
        { phoneNumber: PHONE, password: 'secret1', useOtp: false },
        domainError('اطلاعات وارد شده نامعتبر است', 'BAD_USER_INPUT', {
          phoneNumber: 'این شماره موبایل مسدود شده است',
          password: 'رمز عبور منقضی شده است',
        }),
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.type(phoneField(), PHONE);
    await user.type(passwordField() as HTMLElement, 'secret1');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    const phoneError = await screen.findByText('این شماره موبایل مسدود شده است');
    expect(phoneField().getAttribute('aria-describedby')).toContain(phoneError.id);
    expect(screen.getByText('رمز عبور منقضی شده است')).toBeTruthy();
    await waitFor(() => expect(failure).toHaveBeenCalledWith('اطلاعات وارد شده نامعتبر است'));
  });

  it('says «ورود ناموفق بود» when the refusal has no Persian message', async () => {
    const { user } = renderLogin([
      loginMock(
        { phoneNumber: PHONE, useOtp: true },
        unmarkedError('Unexpected error', 'INTERNAL_SERVER_ERROR'),
      ),
    ]);
    await user.type(phoneField(), PHONE);
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('ورود ناموفق بود'));
  });
});
