import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramTransparencyDocument, type ProgramTransparencyQuery } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { ProgramTabs } from '../programs/detail/ProgramTabs';
import { makeProgramDetail } from '../programs/testPrograms';
import { ProgramMoneyTab } from './ProgramMoneyTab';

type Figures = NonNullable<ProgramTransparencyQuery['programTransparency']>;

const month = (
  jalaliYear: number,
  jalaliMonth: number,
  monthName: string,
  raised: number,
  toDate: number,
  spent = 0,
) => ({
  __typename: 'TransparencyMonth' as const,
  jalaliYear,
  jalaliMonth,
  monthName,
  raised,
  raisedToDate: toDate,
  spent,
});

const figures: Figures = {
  __typename: 'ProgramTransparency',
  programId: 7,
  targetBudget: 50_000_000,
  moneyIn: 10_000_000,
  moneyOut: 2_000_000,
  donorCount: 3,
  months: [
    month(1403, 12, 'اسفند', 1_000_000, 1_000_000, 500_000),
    month(1404, 1, 'فروردین', 9_000_000, 10_000_000),
  ],
  spendings: [
    {
      __typename: 'ProgramSpending',
      id: 2,
      programId: 7,
      spentOn: '2025-03-21',
      amount: 1_500_000,
      description: 'خرید کتاب',
      receiptImageUrl: '/uploads/images/r.png',
      createdAt: '2025-03-21T08:00:00.000Z',
    },
    {
      __typename: 'ProgramSpending',
      id: 1,
      programId: 7,
      spentOn: '2025-03-20',
      amount: 500_000,
      description: 'قفسه‌ی کتاب',
      receiptImageUrl: null,
      createdAt: '2025-03-20T08:00:00.000Z',
    },
  ],
};

const mock = (result: Figures | null): MockLink.MockedResponse => ({
  request: { query: ProgramTransparencyDocument, variables: { programId: 7 } },
  result: { data: { programTransparency: result } },
});

describe('the «هزینه‌کرد کمک‌ها» tab', () => {
  it('shows money in and out side by side, the donors, the months and the spending in toman and Jalali dates', async () => {
    renderPage({ mocks: [mock(figures)], element: <ProgramMoneyTab programId={7} /> });
    expect(await screen.findByText('۱٬۰۰۰٬۰۰۰ تومان')).toBeTruthy();
    expect(screen.getByTestId('money-کمک‌های دریافتی').textContent).toBe('۱٬۰۰۰٬۰۰۰ تومان');
    expect(screen.getByTestId('money-هزینه‌شده').textContent).toBe('۲۰۰٬۰۰۰ تومان');
    expect(screen.getByTestId('money-مانده').textContent).toBe('۸۰۰٬۰۰۰ تومان');
    expect(screen.getByTestId('money-تعداد حامیان').textContent).toBe('۳');
    const spending = screen.getByRole('region', { name: 'هزینه‌های ثبت‌شده' });
    const items = within(spending).getAllByRole('listitem');
    expect(items[0].textContent).toContain('خرید کتاب');
    expect(items[0].textContent).toContain('۱۵۰٬۰۰۰ تومان');
    expect(items[0].textContent).toContain('۱۴۰۴/۰۱/۰۱');
    expect(within(items[0]).getByRole('link', { name: 'مشاهده‌ی تصویر رسید: خرید کتاب' })).toBeTruthy();
    expect(items[1].textContent).toContain('۱۴۰۳/۱۲/۳۰');
    expect(within(items[1]).queryByRole('link')).toBeNull();
    // The chart's figures, as the screen-reader table says them.
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('فروردین ۱۴۰۴', { exact: false })).toBeTruthy();
  });

  it('says when nothing was raised or spent yet', async () => {
    renderPage({
      mocks: [mock({ ...figures, moneyIn: 0, moneyOut: 0, donorCount: 0, months: [], spendings: [] })],
      element: <ProgramMoneyTab programId={7} />,
    });
    expect(await screen.findByText('هنوز کمکی برای این برنامه ثبت نشده است.')).toBeTruthy();
    expect(screen.getByText('هنوز هزینه‌ای برای این برنامه ثبت نشده است.')).toBeTruthy();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    renderPage({
      mocks: [{ request: mock(null).request, error: new Error('network') }],
      element: <ProgramMoneyTab programId={7} />,
    });
    expect(await screen.findByRole('button', { name: 'تلاش دوباره' })).toBeTruthy();
  });

  it('is a tab of the program page, fetched only once it is opened', async () => {
    const { user } = renderPage({
      mocks: [mock(figures)],
      element: <ProgramTabs program={makeProgramDetail(7)} supporters={[]} />,
    });
    const tab = screen.getByRole('tab', { name: 'هزینه‌کرد کمک‌ها' });
    expect(screen.queryByRole('region', { name: 'هزینه‌های ثبت‌شده' })).toBeNull();
    await user.click(tab);
    const spending = await screen.findByRole('region', { name: 'هزینه‌های ثبت‌شده' });
    expect(await within(spending).findByText('خرید کتاب')).toBeTruthy();
  });
});
