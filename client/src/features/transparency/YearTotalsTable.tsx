import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { Link } from 'react-router-dom';
import type { FinancialReportQuery } from '../../gql/graphql';
import { transparencyTexts as texts } from './transparencyTexts';

type Report = FinancialReportQuery['financialReport'];

/** One Jalali year's money in and out per program, with the year's totals in the last row. */
export function YearTotalsTable({ report }: { report: Report }) {
  if (report.programs.length === 0)
    return <p className="text-sm leading-7 text-ink-500">{texts.reportEmpty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-100">
      <table className="w-full text-sm">
        <caption className="sr-only">
          {texts.reportsTitle} {toPersianDigits(report.jalaliYear)}
        </caption>
        <thead className="bg-ink-50 text-ink-600">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {texts.program}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {texts.donationCount}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {texts.moneyIn}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {texts.moneyOut}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 bg-white">
          {report.programs.map((row) => (
            <tr key={row.programId}>
              <th scope="row" className="px-4 py-3 text-start font-medium text-ink-900">
                <Link to={`/programs/${row.programId}`} className="hover:text-brand-700 hover:underline">
                  {row.programName}
                </Link>
              </th>
              <td className="px-4 py-3">{toPersianDigits(row.donationCount)}</td>
              <td className="px-4 py-3 text-emerald-700">{formatToman(row.moneyIn)}</td>
              <td className="px-4 py-3 text-rose-700">{formatToman(row.moneyOut)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-ink-50 font-bold text-ink-900">
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-3 text-start">
              {texts.total}
            </th>
            <td className="px-4 py-3" data-testid="year-money-in">
              {formatToman(report.moneyIn)}
            </td>
            <td className="px-4 py-3" data-testid="year-money-out">
              {formatToman(report.moneyOut)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
