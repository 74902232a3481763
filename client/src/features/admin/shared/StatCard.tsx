import { toPersianDigits } from '@common/digits';
import type { ComponentType } from 'react';
import type { IconProps } from '../../../components/ui/icons';

interface StatCardProps {
  label: string;
  value: string;
  Icon: ComponentType<IconProps>;
  /** Percent change over last month; the arrow and colour follow its sign. */
  growth?: number;
}

const growthText = (growth: number) =>
  `${toPersianDigits(Math.abs(growth).toLocaleString('en-US', { maximumFractionDigits: 1 }))}٪`;

/** A dashboard figure with its icon and, when given, its growth over last month. */
export function StatCard({ label, value, Icon, growth }: StatCardProps) {
  const trend = growth === undefined ? null : growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat';
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-500">{label}</p>
        <p className="text-2xl font-extrabold text-ink-900">{value}</p>
        {trend && growth !== undefined && (
          <p
            className={`text-xs font-medium ${
              trend === 'up' ? 'text-emerald-700' : trend === 'down' ? 'text-red-700' : 'text-ink-500'
            }`}
          >
            <span aria-hidden="true">{trend === 'up' ? '▲' : trend === 'down' ? '▼' : '–'}</span>{' '}
            {trend === 'flat'
              ? 'بدون تغییر نسبت به ماه قبل'
              : `${growthText(growth)} ${trend === 'up' ? 'افزایش' : 'کاهش'} نسبت به ماه قبل`}
          </p>
        )}
      </div>
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon className="size-6" />
      </span>
    </div>
  );
}
