import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyDonationHistoryDocument, type MyDonationHistoryQuery } from '../../gql/graphql';
import { makeUser } from '../../test/fixtures';
import { renderPage } from '../../test/renderPage';

type Row = MyDonationHistoryQuery['myDonations']['content'][number];

const row = (id: number, overrides: Partial<Row> = {}): Row => ({
  __typename: 'Donation',
  id,
  programId: 3,
  programName: 'بورسیه‌ی دختران زاهدان',
  amount: 500_000,
  paymentMethodName: 'پرداخت آنلاین',
  status: 'COMPLETED',
  donationDate: '2026-11-21T08:00:00.000Z',
  paymentReference: '100000007',
  receiptNumber: '1405-000123',
  ...overrides,
});

const historyMock = (jalaliYear: number | undefined, content: Row[]): MockLink.MockedResponse => ({
  request: { query: MyDonationHistoryDocument, variables: { page: 0, size: 10, jalaliYear } },
  result: {
    data: {
      myDonations: {
        __typename: 'DonationPage',
        content,
        totalElements: content.length,
        totalPages: 1,
        page: 0,
        size: 10,
      },
      myDonationYears: [1405, 1404],
    },
  },
});

describe('the donor’s history', () => {
  it('lists every donation with Jalali date, toman amount, method, status, reference and receipt link', async () => {
    renderPage({
      path: '/profile/donations',
      session: makeUser(),
      mocks: [
        historyMock(undefined, [
          row(7),
          row(6, { status: 'PENDING', receiptNumber: null, paymentReference: null, amount: 20_000 }),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'فهرست کمک‌های من' });
    const link = await within(table).findByRole('link', { name: 'مشاهده‌ی رسید ۱۴۰۵-۰۰۰۱۲۳' });
    expect(link.getAttribute('href')).toBe('/profile/donations/7/receipt');
    expect(within(table).getAllByText('۱۴۰۵/۰۸/۳۰').length).toBe(2);
    expect(within(table).getByText('۵۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(table).getByText('۲٬۰۰۰ تومان')).toBeTruthy();
    expect(within(table).getAllByText('پرداخت آنلاین').length).toBe(2);
    expect(within(table).getByText('در انتظار پرداخت')).toBeTruthy();
    expect(within(table).getByText('۱۰۰۰۰۰۰۰۷')).toBeTruthy();
    // No statement until a year is chosen.
    expect(screen.queryByRole('button', { name: /صورت‌حساب سالانه/ })).toBeNull();
  });

  it('filters by the years the member gave in, keeps the year in the address and offers that year’s statement', async () => {
    const { user, router } = renderPage({
      path: '/profile/donations',
      session: makeUser(),
      mocks: [historyMock(undefined, [row(7)]), historyMock(1404, [])],
    });
    const select = await screen.findByRole('combobox', { name: 'سال' });
    await screen.findByRole('option', { name: '۱۴۰۴' });
    await user.selectOptions(select, '1404');
    expect(router.state.location.search).toBe('?year=1404');
    expect(await screen.findByText('در این سال کمکی ثبت نکرده‌اید.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'صورت‌حساب سالانه (PDF) · ۱۴۰۴' })).toBeTruthy();
  });

  it('is for members only: a guest goes to the login page', async () => {
    const { router } = renderPage({ path: '/profile/donations' });
    await screen.findByText('ورود به حساب کاربری', { selector: 'h1' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
