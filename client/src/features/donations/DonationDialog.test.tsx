import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session/sessionStore';
import {
  CreateDonationDocument,
  type CreateDonationMutation,
  ProgramPaymentMethodsDocument,
  RequestZarinpalPaymentDocument,
} from '../../gql/graphql';
import { makePaymentMethod, makeUser } from '../../test/fixtures';
import { renderPage } from '../../test/renderPage';
import { DonationDialog } from './DonationDialog';

type Mock = MockLink.MockedResponse;

const methodsMock: Mock = {
  request: { query: ProgramPaymentMethodsDocument },
  result: {
    data: {
      activePaymentMethods: [
        makePaymentMethod({ id: 1, code: 'zarinpal', displayNameFa: 'پرداخت اینترنتی' }),
        makePaymentMethod({
          id: 2,
          code: 'card',
          displayNameFa: 'کارت به کارت',
          description: 'واریز به کارت خیریه',
          provider: 'CARD_TO_CARD',
        }),
      ],
    },
  },
};

const receipt = (
  overrides: Partial<CreateDonationMutation['createDonation']>,
): CreateDonationMutation['createDonation'] => ({
  __typename: 'DonationReceipt',
  id: 41,
  status: 'PENDING',
  amount: 1_000_000,
  requiresGateway: false,
  receiptLink: null,
  message: 'کمک شما ثبت شد.',
  paymentMethod: makePaymentMethod({
    id: 2,
    code: 'card',
    displayNameFa: 'کارت به کارت',
    description: 'واریز به کارت خیریه',
    provider: 'CARD_TO_CARD',
    config: { cardNumber: '6037-9912-3456-7890', accountName: 'خیریه‌ی آموزشی مهر' },
  }),
  ...overrides,
});

const createMock = (
  input: Record<string, unknown>,
  result: CreateDonationMutation['createDonation'],
): Mock => ({
  request: { query: CreateDonationDocument, variables: { input } },
  result: { data: { createDonation: result } },
});

/** Renders the dialog and waits until its payment methods have settled (one preselected), as a donor would. */
async function renderDialog(mocks: Mock[], onClose = vi.fn()) {
  const user = userEvent.setup();
  renderPage({
    mocks: mocks,
    element: <DonationDialog open onClose={onClose} programId={3} programName="بورسیه‌ی دانش‌آموزان" />,
  });
  const group = screen.getByRole('group', { name: 'روش پرداخت' });
  await waitFor(() =>
    expect((within(group).getAllByRole('radio') as HTMLInputElement[]).some((radio) => radio.checked)).toBe(
      true,
    ),
  );
  return { user, onClose };
}

const amountInput = () => screen.getByLabelText(/مبلغ دلخواه/) as HTMLInputElement;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /ثبت و پرداخت/ }));

afterEach(() => vi.restoreAllMocks());

describe('DonationDialog', () => {
  it('is a labelled modal that Escape closes', async () => {
    const { user, onClose } = await renderDialog([methodsMock]);
    const dialog = screen.getByRole('dialog', { name: 'حمایت مالی' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('fills the amount from a quick amount and marks it chosen', async () => {
    const { user } = await renderDialog([methodsMock]);
    const quick = screen.getByRole('button', { name: '۲۵۰ هزار تومان' });
    await user.click(quick);
    expect(amountInput().value).toBe('۲۵۰٬۰۰۰');
    expect(quick.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('۲۵۰٬۰۰۰ تومان')).toBeTruthy();
  });

  it('refuses less than 1000 toman with the spec message', async () => {
    const { user } = await renderDialog([methodsMock]);
    await user.type(amountInput(), '۹۹۹');
    await user.click(screen.getByRole('checkbox', { name: /ناشناس/ }));
    await submit(user);
    expect(await screen.findByText('حداقل مبلغ کمک ۱۰۰۰ تومان است')).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('says an amount like 1e9 is not a number, and names the maximum above one billion toman', async () => {
    const { user } = await renderDialog([methodsMock]);
    await user.type(amountInput(), '1e9');
    await user.click(screen.getByRole('checkbox', { name: /ناشناس/ }));
    await submit(user);
    expect(await screen.findByText('لطفاً یک عدد معتبر وارد کنید')).toBeTruthy();
    expect(screen.queryByText('حداقل مبلغ کمک ۱۰۰۰ تومان است')).toBeNull();
    await user.clear(amountInput());
    await user.type(amountInput(), '900719925474099');
    expect(await screen.findByText('حداکثر مبلغ کمک ۱ میلیارد تومان است')).toBeTruthy();
  });

  it('asks a guest for name and e-mail unless anonymous', async () => {
    const { user } = await renderDialog([methodsMock]);
    await user.type(amountInput(), '50000');
    await submit(user);
    expect(await screen.findByText('نام و نام خانوادگی الزامی است')).toBeTruthy();
    expect(screen.getByText('ایمیل الزامی است')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /ناشناس/ }));
    expect(screen.queryByLabelText(/نام و نام خانوادگی/)).toBeNull();
    expect(screen.queryByLabelText(/ایمیل/)).toBeNull();
  });

  it('asks a signed-in donor for neither and says whose name it is recorded under', async () => {
    sessionStore.set('t', makeUser({ firstName: 'مریم', lastName: 'کریمی' }));
    await renderDialog([methodsMock]);
    expect(screen.getByText('به نام مریم کریمی ثبت می‌شود')).toBeTruthy();
    expect(screen.queryByLabelText(/نام و نام خانوادگی/)).toBeNull();
    expect(screen.queryByLabelText(/ایمیل/)).toBeNull();
  });

  it('offers the three default payment methods when the list cannot be loaded', async () => {
    await renderDialog([{ request: { query: ProgramPaymentMethodsDocument }, error: new Error('network') }]);
    const group = screen.getByRole('group', { name: 'روش پرداخت' });
    const radios = (await within(group).findAllByRole('radio')) as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['bank_transfer', 'credit_card', 'online_payment']);
    expect(within(group).getByLabelText('انتقال بانکی')).toBeTruthy();
    expect(within(group).getByLabelText('کارت به کارت')).toBeTruthy();
    expect(within(group).getByLabelText('پرداخت آنلاین')).toBeTruthy();
    await waitFor(() => expect(radios[0].checked).toBe(true));
  });

  it('shows the card details and the guest’s receipt link after an offline donation; «متوجه شدم» closes', async () => {
    const input = {
      programId: 3,
      amountToman: 100_000,
      message: 'موفق باشید',
      isAnonymous: false,
      paymentMethod: 'card',
      donorName: 'سارا احمدی',
      donorEmail: 'sara@example.com',
    };
    const link = '/receipts/41?token=abcDEF_123-xyz';
    const { user, onClose } = await renderDialog([
      methodsMock,
      createMock(input, receipt({ receiptLink: link })),
    ]);
    const offline = await screen.findByLabelText(/کارت به کارت/);
    expect((screen.getByLabelText(/پرداخت اینترنتی/) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '۱۰۰ هزار تومان' }));
    await user.type(screen.getByLabelText(/نام و نام خانوادگی/), input.donorName);
    await user.type(screen.getByLabelText(/ایمیل/), input.donorEmail);
    await user.type(screen.getByLabelText(/پیام/), input.message);
    expect(screen.getByText('۱۰ / ۵۰۰')).toBeTruthy();
    await user.click(offline);
    await submit(user);

    expect(await screen.findByText('کمک شما ثبت شد')).toBeTruthy();
    // The shared account-number component shows the digits in Persian (issue 9, item 11); copying gives Latin ones.
    expect(screen.getByText('۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۰').closest('[dir="ltr"]')).toBeTruthy();
    expect(screen.getByText('خیریه‌ی آموزشی مهر')).toBeTruthy();
    expect(screen.getByText('۱۰۰٬۰۰۰ تومان')).toBeTruthy();
    expect(screen.getByText(/پس از بررسی و تأیید پرداخت/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'کپی شماره‌ی کارت' }));
    expect(await navigator.clipboard.readText()).toBe('6037991234567890');

    const keep = screen.getByRole('region', { name: 'پیوند رسید شما' });
    expect(within(keep).getByText(/پس از تأیید پرداخت در این پیوند آماده می‌شود/)).toBeTruthy();
    const url = `${window.location.origin}${link}`;
    expect(within(keep).getByRole('link', { name: 'باز کردن پیوند رسید' }).getAttribute('href')).toBe(url);
    await user.click(within(keep).getByRole('button', { name: 'کپی پیوند رسید شما' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    await user.click(screen.getByRole('button', { name: 'متوجه شدم' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the donor to the gateway for an online method', async () => {
    sessionStore.set('t', makeUser());
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const input = {
      programId: 3,
      amountToman: 2_000_000,
      message: null,
      isAnonymous: true,
      paymentMethod: 'zarinpal',
    };
    const { user } = await renderDialog([
      methodsMock,
      createMock(input, receipt({ id: 42, requiresGateway: true })),
      {
        request: { query: RequestZarinpalPaymentDocument, variables: { donationId: 42 } },
        result: {
          data: {
            requestZarinpalPayment: {
              __typename: 'PaymentRedirect',
              gatewayUrl: 'https://gateway.test/StartPay/A1',
              authority: 'A1',
            },
          },
        },
      },
    ]);
    await screen.findByLabelText(/پرداخت اینترنتی/);
    await user.click(screen.getByRole('button', { name: '۲ میلیون تومان' }));
    await user.click(screen.getByRole('checkbox', { name: /ناشناس/ }));
    await submit(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/StartPay/A1'));
  });

  it('says the gateway could not be reached when the payment request fails', async () => {
    sessionStore.set('t', makeUser());
    const failure = vi.spyOn(toast, 'error');
    const input = {
      programId: 3,
      amountToman: 50_000,
      message: null,
      isAnonymous: false,
      paymentMethod: 'zarinpal',
    };
    const { user } = await renderDialog([
      methodsMock,
      createMock(input, receipt({ id: 43, requiresGateway: true })),
      {
        request: { query: RequestZarinpalPaymentDocument, variables: { donationId: 43 } },
        error: new Error('down'),
      },
    ]);
    await screen.findByLabelText(/پرداخت اینترنتی/);
    await user.click(screen.getByRole('button', { name: '۵۰ هزار تومان' }));
    await submit(user);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('خطا در اتصال به درگاه پرداخت'));
  });

  it('puts the server field errors on the fields', async () => {
    sessionStore.set('t', makeUser());
    const input = {
      programId: 3,
      amountToman: 50_000,
      message: null,
      isAnonymous: false,
      paymentMethod: 'zarinpal',
    };
    const { user } = await renderDialog([
      methodsMock,
      {
        request: { query: CreateDonationDocument, variables: { input } },
        result: {
          errors: [
            {
              message: 'اطلاعات نامعتبر است',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { paymentMethod: 'روش پرداخت انتخاب‌شده در دسترس نیست' },
              },
            },
          ],
        },
      },
    ]);
    await screen.findByLabelText(/پرداخت اینترنتی/);
    await user.click(screen.getByRole('button', { name: '۵۰ هزار تومان' }));
    await submit(user);
    expect(await screen.findByText('روش پرداخت انتخاب‌شده در دسترس نیست')).toBeTruthy();
  });
});
