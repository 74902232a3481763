import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitContactMessageDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { ContactForm } from './ContactForm';
import { CONTACT_ERRORS } from './contactErrors';

const input = {
  name: 'سارا احمدی',
  email: 'sara@example.com',
  phone: '09123456789',
  subject: 'HELP_REQUEST',
  message: 'برای فرزندم درخواست کمک آموزشی دارم.',
};

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderPage({ mocks: mocks, element: <ContactForm /> });
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/نام و نام خانوادگی/), input.name);
  await user.type(screen.getByLabelText(/ایمیل/), input.email);
  await user.type(screen.getByLabelText(/شماره موبایل/), '۰۹۱۲ ۳۴۵ ۶۷۸۹');
  await user.selectOptions(screen.getByLabelText(/موضوع/), 'help-request');
  await user.type(screen.getByLabelText(/متن پیام/), input.message);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'ارسال پیام' }));

const success = vi.spyOn(toast, 'success');
const failure = vi.spyOn(toast, 'error');
afterEach(() => vi.clearAllMocks());

describe('ContactForm', () => {
  it('offers the seven subjects', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual([
      '',
      'donation',
      'volunteer',
      'help-request',
      'partnership',
      'complaint',
      'suggestion',
      'other',
    ]);
  });

  it('shows the required messages of the spec for an empty form', async () => {
    const user = renderForm();
    await submit(user);
    for (const message of [
      'نام الزامی است',
      'ایمیل الزامی است',
      'انتخاب موضوع الزامی است',
      'متن پیام الزامی است',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText(/نام و نام خانوادگی/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the format and length messages of the spec', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/نام و نام خانوادگی/), 'س');
    await user.type(screen.getByLabelText(/ایمیل/), 'not-an-email');
    await user.type(screen.getByLabelText(/شماره موبایل/), '12345');
    await user.type(screen.getByLabelText(/متن پیام/), 'کوتاه');
    await submit(user);
    expect(await screen.findByText('نام باید حداقل ۲ کاراکتر باشد')).toBeTruthy();
    expect(screen.getByText('فرمت ایمیل نادرست است')).toBeTruthy();
    expect(screen.getByText('شماره تلفن نامعتبر است')).toBeTruthy();
    expect(screen.getByText('پیام باید حداقل ۱۰ کاراکتر باشد')).toBeTruthy();
  });

  it('sends the normalised message, shows the server message and resets the form', async () => {
    const user = renderForm([
      {
        request: { query: SubmitContactMessageDocument, variables: { input } },
        result: {
          data: {
            submitContactMessage: {
              __typename: 'ContactReceipt',
              id: 1,
              message: 'پیام شما با موفقیت ارسال شد.',
            },
          },
        },
      },
    ]);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(success).toHaveBeenCalledWith('پیام شما با موفقیت ارسال شد.'));
    await waitFor(() => expect((screen.getByLabelText(/متن پیام/) as HTMLTextAreaElement).value).toBe(''));
    expect((screen.getByLabelText(/نام و نام خانوادگی/) as HTMLInputElement).value).toBe('');
  });

  it('shows the server message (rate limit) and keeps what was typed', async () => {
    const user = renderForm([
      {
        request: { query: SubmitContactMessageDocument, variables: { input } },
        result: {
          errors: [
            {
              message: 'تعداد پیام‌های ارسالی شما بیش از حد مجاز است.',
              extensions: { code: 'RATE_LIMITED', userFacing: true },
            },
          ],
        },
      },
    ]);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('تعداد پیام‌های ارسالی شما بیش از حد مجاز است.'));
    expect((screen.getByLabelText(/نام و نام خانوادگی/) as HTMLInputElement).value).toBe(input.name);
  });

  it('marks a field the server refused', async () => {
    const user = renderForm([
      {
        request: { query: SubmitContactMessageDocument, variables: { input } },
        error: new CombinedGraphQLErrors({
          errors: [
            {
              message: 'این ایمیل پذیرفته نیست',
              extensions: {
                code: 'BAD_USER_INPUT',
                userFacing: true,
                fieldErrors: { email: 'این ایمیل پذیرفته نیست' },
              },
            },
          ],
        }),
      },
    ]);
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('این ایمیل پذیرفته نیست')).toBeTruthy();
    expect(failure).toHaveBeenCalledWith('این ایمیل پذیرفته نیست');
    expect(screen.getByLabelText(/ایمیل/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says server error for a 500 answer', async () => {
    const user = renderForm([
      {
        request: { query: SubmitContactMessageDocument, variables: { input } },
        error: new ServerError('failed', { response: new Response('', { status: 500 }), bodyText: '' }),
      },
    ]);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(failure).toHaveBeenCalledWith(CONTACT_ERRORS.server));
  });
});
