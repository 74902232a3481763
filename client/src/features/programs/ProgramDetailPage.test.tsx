import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ProgramPaymentMethodsDocument,
  ProgramSupportersDocument,
  PublicProgramDocument,
  type PublicProgramQuery,
} from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { ProgramDetailPage } from './ProgramDetailPage';
import { makeProgramDetail, makeSupporter } from './testPrograms';

type Mock = MockLink.MockedResponse;

const program = makeProgramDetail(3, {
  name: 'بورسیه‌ی دختران زاهدان',
  raisedAmount: 150_000_000,
  targetBudget: 100_000_000,
  fundingPercentage: 150,
});

const programMock = (id: number, result: PublicProgramQuery['publicProgram']): Mock => ({
  request: { query: PublicProgramDocument, variables: { id } },
  result: { data: { publicProgram: result } },
});

const supportersMock: Mock = {
  request: { query: ProgramSupportersDocument, variables: { programId: 3, size: 10, topLimit: 5 } },
  result: {
    data: {
      programDonations: {
        __typename: 'DonationPage',
        content: [makeSupporter(1, { donorName: 'علی رضایی', message: 'به امید موفقیت' })],
        totalElements: 1,
      },
      programTopDonations: [
        makeSupporter(2, { donorName: null, isAnonymous: true, amount: 20_000_000 }),
        makeSupporter(1, { donorName: 'علی رضایی' }),
      ],
      programDonationStats: {
        __typename: 'ProgramDonationStats',
        programId: 3,
        totalAmount: 25_000_000,
        totalDonations: 2,
        totalDonors: 2,
      },
    },
  },
};

const methodsMock: Mock = {
  request: { query: ProgramPaymentMethodsDocument },
  result: { data: { activePaymentMethods: [] } },
};

function renderDetail(path: string, mocks: Mock[]) {
  return renderPage({
    path,
    mocks: [...mocks, methodsMock],
    route: '/programs/:id',
    element: <ProgramDetailPage />,
  });
}

describe('ProgramDetailPage', () => {
  it('shows the hero, the real funding, the supporters and the coordinator', async () => {
    renderDetail('/programs/3', [programMock(3, program), supportersMock]);
    const title = await screen.findByRole('heading', { level: 1, name: 'بورسیه‌ی دختران زاهدان' });
    const hero = title.closest('header') as HTMLElement;
    expect(within(hero).getByText('زاهدان')).toBeTruthy();
    expect(within(hero).getByText('۱۴۰۴/۰۱/۰۱ تا ۱۴۰۴/۰۶/۳۱')).toBeTruthy();
    expect(screen.getByText('۱۵۰٪ تأمین‌شده')).toBeTruthy();
    expect(screen.getByText('۱۵٬۰۰۰٬۰۰۰ تومان')).toBeTruthy();
    expect(screen.getByText('از هدف ۱۰٬۰۰۰٬۰۰۰ تومان')).toBeTruthy();
    const top = screen.getByRole('region', { name: 'حامیان برتر' });
    expect(await within(top).findByText('حامی ناشناس')).toBeTruthy();
    expect(within(top).getByText('۲٬۰۰۰٬۰۰۰ تومان')).toBeTruthy();
    const coordinator = screen.getByRole('region', { name: 'هماهنگ‌کننده‌ی برنامه' });
    expect(within(coordinator).getByText('زهرا محمدی')).toBeTruthy();
    expect(within(coordinator).getByText('۰۹۱۲۱۱۱۲۲۳۳')).toBeTruthy();
  });

  it('reads benefits as a JSON list and the timeline with Jalali dates in their tabs', async () => {
    const { user } = renderDetail('/programs/3', [programMock(3, program), supportersMock]);
    await user.click(await screen.findByRole('tab', { name: 'مزایا' }));
    const benefits = screen.getByRole('tabpanel', { name: 'مزایا' });
    expect(within(benefits).getByText('کمک‌هزینه‌ی ماهانه')).toBeTruthy();
    expect(within(benefits).getByText('کلاس تقویتی رایگان')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'زمان‌بندی' }));
    const timeline = screen.getByRole('tabpanel', { name: 'زمان‌بندی' });
    expect(within(timeline).getByText('ثبت‌نام')).toBeTruthy();
    expect(within(timeline).getByText(/۱ فروردین ۱۴۰۴/)).toBeTruthy();
    expect(within(timeline).getByText(/در حال انجام/)).toBeTruthy();
  });

  it('shows the payment success alert once, takes it out of the address and lets it be dismissed', async () => {
    const { router, user } = renderDetail('/programs/3?donation=success', [
      programMock(3, program),
      supportersMock,
    ]);
    expect(await screen.findByText('پرداخت با موفقیت انجام شد. از حمایت شما سپاسگزاریم!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'بستن پیام' }));
    expect(screen.queryByText('پرداخت با موفقیت انجام شد. از حمایت شما سپاسگزاریم!')).toBeNull();
  });

  it('after a paid donation links to its receipt, and takes the link out of the address too', async () => {
    const { router } = renderDetail('/programs/3?donation=success&receipt=41.abcDEF_123-xyz', [
      programMock(3, program),
      supportersMock,
    ]);
    const link = await screen.findByRole('link', { name: 'مشاهده و دریافت رسید' });
    expect(link.getAttribute('href')).toBe('/receipts/41?token=abcDEF_123-xyz');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: 'مشاهده و دریافت رسید' })).toBeTruthy();
  });

  it('shows no receipt link for a malformed receipt parameter', async () => {
    renderDetail('/programs/3?donation=success&receipt=%3Cscript%3E', [
      programMock(3, program),
      supportersMock,
    ]);
    await screen.findByText('پرداخت با موفقیت انجام شد. از حمایت شما سپاسگزاریم!');
    expect(screen.queryByRole('link', { name: 'مشاهده و دریافت رسید' })).toBeNull();
  });

  it('shows the payment failure alert', async () => {
    renderDetail('/programs/3?donation=failure', [programMock(3, program), supportersMock]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('پرداخت ناموفق بود. لطفاً دوباره تلاش کنید.');
  });

  it('shows no alert without the parameter', async () => {
    renderDetail('/programs/3', [programMock(3, program), supportersMock]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/پرداخت (با موفقیت|ناموفق)/)).toBeNull();
  });

  it('opens the donation dialog and saves the program in this browser', async () => {
    const { user } = renderDetail('/programs/3', [programMock(3, program), supportersMock]);
    await user.click(await screen.findByRole('button', { name: /حمایت مالی از این برنامه/ }));
    expect(screen.getByRole('dialog', { name: 'حمایت مالی' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(JSON.parse(localStorage.getItem('savedPrograms') ?? '[]')).toEqual([3]);
    expect(screen.getByRole('button', { name: /ذخیره شده/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says the program was not found', async () => {
    renderDetail('/programs/9', [programMock(9, null)]);
    expect(await screen.findByText('برنامه مورد نظر یافت نشد')).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    const { user } = renderDetail('/programs/3', [
      {
        request: { query: PublicProgramDocument, variables: { id: 3 } },
        error: new Error('Failed to fetch'),
      },
      programMock(3, program),
      supportersMock,
    ]);
    expect(await screen.findByText('خطا در دریافت اطلاعات برنامه')).toBeTruthy();
    expect(screen.getByText('ارتباط با سرور برقرار نشد. لطفاً بعداً تلاش کنید.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'بورسیه‌ی دختران زاهدان' })).toBeTruthy();
  });
});
