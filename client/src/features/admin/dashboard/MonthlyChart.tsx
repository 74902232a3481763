import { toPersianDigits } from '@common/digits';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MonthPoint {
  month: string;
  year: number;
  users: number;
  programs: number;
}

const SERIES = [
  { key: 'users', name: 'کاربران جدید', color: 'var(--color-brand-600)' },
  { key: 'programs', name: 'برنامه‌های جدید', color: 'var(--color-accent-400)' },
] as const;

const digits = (value: unknown) => toPersianDigits(String(value));

/**
 * New users and new programs per Persian month (recharts), read right to left: the newest month on the
 * left end, as a Persian reader's eye ends there. The same numbers are a table for screen readers.
 */
export function MonthlyChart({ months }: { months: MonthPoint[] }) {
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
      <figcaption className="mb-4 font-bold text-ink-900">کاربران و برنامه‌های جدید در شش ماه اخیر</figcaption>
      <div aria-hidden="true" className="h-72" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={months}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" reversed tick={{ fontSize: 12 }} />
            <YAxis orientation="right" allowDecimals={false} tickFormatter={digits} tick={{ fontSize: 12 }} />
            <Tooltip formatter={digits} contentStyle={{ direction: 'rtl', fontFamily: 'inherit' }} />
            <Legend wrapperStyle={{ direction: 'rtl' }} />
            {SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                fill={series.color}
                radius={[6, 6, 0, 0]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>کاربران و برنامه‌های جدید به تفکیک ماه</caption>
        <thead>
          <tr>
            <th scope="col">ماه</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={`${month.year}-${month.month}`}>
              <th scope="row">
                {month.month} {toPersianDigits(month.year)}
              </th>
              <td>{toPersianDigits(month.users)}</td>
              <td>{toPersianDigits(month.programs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
