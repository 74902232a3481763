import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FinancialReportDocument,
  type FinancialReportQuery,
  PublicPageByKeyDocument,
} from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';

type Report = FinancialReportQuery['financialReport'];

const report = (jalaliYear: number, programs: Report['programs']): Report => ({
  __typename: 'FinancialReport',
  jalaliYear,
  years: [1404, 1403],
  moneyIn: programs.reduce((sum, p) => sum + Number(p.moneyIn), 0),
  moneyOut: programs.reduce((sum, p) => sum + Number(p.moneyOut), 0),
  programs,
});

const row = (programId: number, programName: string, moneyIn: number, moneyOut: number) => ({
  __typename: 'ProgramYearTotals' as const,
  programId,
  programName,
  moneyIn,
  donationCount: 2,
  moneyOut,
});

const reportMock = (jalaliYear: number | null, answer: Report): MockLink.MockedResponse => ({
  request: { query: FinancialReportDocument, variables: { jalaliYear } },
  result: { data: { financialReport: answer } },
});

const noNarrative: MockLink.MockedResponse = {
  request: { query: PublicPageByKeyDocument, variables: { pageKey: 'reports' } },
  result: { data: { publicPageByKey: null } },
  maxUsageCount: 5,
};

describe('/reports', () => {
  it("shows this year's money in and out per program, and another year when chosen", async () => {
    const { user, router } = renderPage({
      path: '/reports',
      mocks: [
        reportMock(
          null,
          report(1404, [row(1, 'کتابخانه', 9_000_000, 1_500_000), row(2, 'سرویس مدرسه', 7_000_000, 0)]),
        ),
        reportMock(1403, report(1403, [row(1, 'کتابخانه', 1_000_000, 500_000)])),
        noNarrative,
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'گزارش‌های مالی' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'کتابخانه' }).getAttribute('href')).toBe('/programs/1');
    expect(screen.getByTestId('year-money-in').textContent).toBe('۱٬۶۰۰٬۰۰۰ تومان');
    expect(screen.getByTestId('year-money-out').textContent).toBe('۱۵۰٬۰۰۰ تومان');
    await user.selectOptions(screen.getByRole('combobox', { name: 'سال' }), '1403');
    expect(router.state.location.search).toBe('?year=1403');
    expect(
      await screen.findByText('۱۰۰٬۰۰۰ تومان', { selector: '[data-testid="year-money-in"]' }),
    ).toBeTruthy();
    expect(screen.queryByText('سرویس مدرسه')).toBeNull();
  });

  it('says when a year has no figures', async () => {
    renderPage({ path: '/reports?year=۱۴۰۳', mocks: [reportMock(1403, report(1403, [])), noNarrative] });
    expect(await screen.findByText('در این سال کمک یا هزینه‌ای ثبت نشده است.')).toBeTruthy();
  });
});
