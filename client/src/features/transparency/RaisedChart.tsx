import { toPersianDigits } from '@common/digits';
import { formatTomanShort } from '@common/money';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProgramTransparencyQuery } from '../../gql/graphql';
import { transparencyTexts as texts } from './transparencyTexts';

type Month = NonNullable<ProgramTransparencyQuery['programTransparency']>['months'][number];

const toman = (value: unknown) => formatTomanShort(Number(value));

/**
 * Raised to date per Jalali month against the target (recharts), with each month's spending as bars; read
 * right to left, the latest month at the left end. The same figures are a table for screen readers.
 */
export function RaisedChart({
  months,
  target,
}: {
  months: readonly Month[];
  target: number | string | null;
}) {
  if (months.length === 0) return <p className="text-sm leading-7 text-ink-500">{texts.chartEmpty}</p>;
  const points = months.map((m) => ({
    label: `${m.monthName} ${toPersianDigits(String(m.jalaliYear).slice(2))}`,
    raised: Number(m.raisedToDate),
    spent: Number(m.spent),
  }));
  return (
    <figure>
      <figcaption className="mb-3 font-bold text-ink-900">{texts.chartTitle}</figcaption>
      <div aria-hidden="true" className="h-72" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={points}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" reversed tick={{ fontSize: 11 }} />
            <YAxis orientation="right" tickFormatter={toman} tick={{ fontSize: 11 }} width={90} />
            <Tooltip formatter={toman} contentStyle={{ direction: 'rtl', fontFamily: 'inherit' }} />
            <Legend wrapperStyle={{ direction: 'rtl' }} />
            <Bar
              dataKey="spent"
              name={texts.chartSpent}
              fill="var(--color-accent-400)"
              radius={[6, 6, 0, 0]}
            />
            <Line
              type="monotone"
              dataKey="raised"
              name={texts.chartRaised}
              stroke="var(--color-brand-600)"
              strokeWidth={2}
              dot={false}
            />
            {target != null && Number(target) > 0 && (
              <ReferenceLine
                y={Number(target)}
                stroke="var(--color-ink-400)"
                strokeDasharray="6 4"
                label={{ value: texts.chartTarget, position: 'insideTopRight', fontSize: 11 }}
              />
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{texts.chartTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.month}</th>
            <th scope="col">{texts.chartRaised}</th>
            <th scope="col">{texts.chartSpent}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={`${m.jalaliYear}-${m.jalaliMonth}`}>
              <th scope="row">
                {m.monthName} {toPersianDigits(m.jalaliYear)}
              </th>
              <td>{formatTomanShort(m.raisedToDate)}</td>
              <td>{formatTomanShort(m.spent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
