import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupDocument, VerifyOtpDocument } from '../../../gql/graphql';
import { authPayload, codeSent, domainError, type Mock } from '../../../test/authMocks';
import { renderPage } from '../../../test/renderPage';
import { SignupPage } from './SignupPage';

function renderSignup(path = '/signup', mocks: Mock[] = []) {
  return renderPage({
    path,
    mocks,
    element: (
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/profile" element={<p>داشبورد</p>} />
      </Routes>
    ),
  });
}

/** A labelled control by its exact label (the required star aside). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}\\*?$`));
const radio = (label: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'ایجاد حساب کاربری' }));

const input = {
  userType: 'DONOR',
  firstName: 'سارا',
  lastName: 'احمدی',
  email: 'sara@example.com',
  phoneNumber: '09121234567',
  password: 'secret1',
  studentId: null,
  educationLevel: null,
  organization: null,
  staffPosition: null,
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('نام'), input.firstName);
  await user.type(field('نام خانوادگی'), input.lastName);
  await user.type(field('ایمیل'), input.email);
  await user.type(field('شماره موبایل'), '۰۹۱۲۱۲۳۴۵۶۷');
  await user.type(field('رمز عبور'), input.password);
}

const success = vi.spyOn(toast, 'success');
const failure = vi.spyOn(toast, 'error');
afterEach(() => vi.clearAllMocks());

describe('/signup', () => {
  it.each([
    ['?type=donor', 'حامی'],
    ['?type=STAFF', 'همکار'],
    ['?type=Student', 'دانش‌آموز'],
  ])('%s preselects «%s»', (query, label) => {
    renderSignup(`/signup${query}`);
    expect(radio(label).checked).toBe(true);
    const checked = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
  });

  it('preselects nothing for an unknown or admin type', () => {
    renderSignup('/signup?type=admin');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByRole('link', { name: 'وارد شوید' }).getAttribute('href')).toBe('/login');
  });

  it('keeps «اطلاعات تکمیلی» collapsed at first and shows the extras of the chosen type', async () => {
    const { user } = renderSignup('/signup?type=student');
    const toggle = screen.getByRole('button', { name: /اطلاعات تکمیلی/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(queryField('شماره‌ی دانش‌آموزی')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(field('شماره‌ی دانش‌آموزی')).toBeTruthy();
    const levels = within(field('مقطع تحصیلی'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(levels).toEqual([
      'انتخاب کنید',
      'ابتدایی',
      'متوسطه اول',
      'متوسطه دوم',
      'دانشگاهی',
      'تحصیلات تکمیلی',
    ]);
    expect(queryField('سازمان یا شرکت')).toBeNull();

    await user.click(radio('همکار'));
    expect(queryField('شماره‌ی دانش‌آموزی')).toBeNull();
    expect(field('سازمان یا شرکت')).toBeTruthy();
    expect(within(field('سمت')).getByRole('option', { name: 'هماهنگ‌کننده داوطلبان' })).toBeTruthy();
  });

  it('gives the validation messages', async () => {
    const { user } = renderSignup();
    await submit(user);
    for (const message of [
      'لطفاً نوع کاربر را انتخاب کنید',
      'نام الزامی است',
      'نام خانوادگی الزامی است',
      'ایمیل الزامی است',
      'شماره موبایل الزامی است',
      'رمز عبور الزامی است',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }

    await user.type(field('نام'), 'س');
    await user.type(field('ایمیل'), 'sara@');
    await user.type(field('رمز عبور'), '123');
    await submit(user);
    expect(await screen.findByText('نام باید حداقل ۲ کاراکتر باشد')).toBeTruthy();
    expect(screen.getByText('فرمت ایمیل نادرست است')).toBeTruthy();
    expect(screen.getByText('رمز عبور باید حداقل ۶ کاراکتر باشد')).toBeTruthy();
  });

  it('shows a taken phone number on its field', async () => {
    const taken = 'این شماره موبایل قبلاً ثبت شده است';
    const { user } = renderSignup('/signup?type=donor', [
      {
        request: { query: SignupDocument, variables: { input } },
        result: domainError(taken, 'CONFLICT', { phoneNumber: taken }),
      },
    ]);
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(field('شماره موبایل').getAttribute('aria-invalid')).toBe('true');
    expect(failure).toHaveBeenCalledWith(taken);
  });

  it('switches to the code step on otpRequired and signs in after verifying', async () => {
    const { user, router } = renderSignup('/signup?type=donor', [
      { request: { query: SignupDocument, variables: { input } }, result: { data: { signup: codeSent() } } },
      {
        request: {
          query: VerifyOtpDocument,
          variables: { input: { phoneNumber: input.phoneNumber, otpCode: '654321', type: 'SIGNUP' } },
        },
        result: {
          data: { verifyOtp: authPayload({ message: 'حساب کاربری با موفقیت ایجاد و تایید شد!' }) },
        },
      },
    ]);
    await fillValid(user);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'تایید شماره موبایل' })).toBeTruthy();
    expect(queryField('شماره موبایل')).toBeNull();
    expect(queryField('رمز عبور')).toBeNull();
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeTruthy();

    await user.type(field('کد تایید'), '65432');
    await user.click(screen.getByRole('button', { name: 'تایید و ایجاد حساب' }));
    expect(await screen.findByText('کد تایید باید ۶ رقم باشد')).toBeTruthy();

    await user.type(field('کد تایید'), '1');
    await user.click(screen.getByRole('button', { name: 'تایید و ایجاد حساب' }));
    expect(await screen.findByText('داشبورد')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(success).toHaveBeenCalledWith('حساب کاربری با موفقیت ایجاد و تایید شد!');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('مریم');
  });

  it('goes back to the filled form from the code step', async () => {
    const { user } = renderSignup('/signup?type=donor', [
      { request: { query: SignupDocument, variables: { input } }, result: { data: { signup: codeSent() } } },
    ]);
    await fillValid(user);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات ثبت‌نام' }));
    expect((field('نام') as HTMLInputElement).value).toBe('سارا');
    expect(radio('حامی').checked).toBe(true);
  });

  it('the same form again within the cooldown goes back to the code step; a changed form asks the server', async () => {
    const cooldown = 'لطفاً ۵۰ ثانیه دیگر برای دریافت کد جدید تلاش کنید';
    const { user } = renderSignup('/signup?type=donor', [
      { request: { query: SignupDocument, variables: { input } }, result: { data: { signup: codeSent() } } },
      {
        request: { query: SignupDocument, variables: { input } },
        result: domainError(cooldown, 'RATE_LIMITED'),
      },
      {
        request: { query: SignupDocument, variables: { input: { ...input, lastName: 'کریمی' } } },
        result: domainError(cooldown, 'RATE_LIMITED'),
      },
    ]);
    await fillValid(user);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات ثبت‌نام' }));
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'تایید شماره موبایل' })).toBeTruthy();
    expect(failure).not.toHaveBeenCalled();
    expect(success).toHaveBeenLastCalledWith(
      'کد تایید پیش‌تر به این شماره ارسال شده و هنوز معتبر است؛ همان کد را وارد کنید.',
    );

    await user.click(screen.getByRole('button', { name: 'ویرایش اطلاعات ثبت‌نام' }));
    await user.clear(field('نام خانوادگی'));
    await user.type(field('نام خانوادگی'), 'کریمی');
    await submit(user);
    await waitFor(() => expect(failure).toHaveBeenCalledWith(cooldown));
    expect(queryField('نام خانوادگی')).toBeTruthy();
  });
});
