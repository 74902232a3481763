import { formatToman, type RialAmount } from '@common/money';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { formatPercent } from './programFormat';

interface FundingProgressProps {
  /** The server's percentage, not capped: the bar stops at 100% but the number says the truth. */
  percentage: number;
  raisedAmount: RialAmount;
  targetBudget: RialAmount | null;
  /** Show 'raised of target' in toman under the bar. */
  showAmounts?: boolean;
}

/** How much of a program's goal is funded: a bar (at most full) and the real percentage. */
export function FundingProgress({
  percentage,
  raisedAmount,
  targetBudget,
  showAmounts,
}: FundingProgressProps) {
  const label = formatPercent(percentage);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-ink-500">تأمین مالی</span>
        <span className="font-bold text-brand-700">{label} تأمین‌شده</span>
      </div>
      <ProgressBar value={percentage} label={`پیشرفت تأمین مالی: ${label}`} />
      {showAmounts && (
        <p className="flex flex-wrap justify-between gap-2 text-sm text-ink-600">
          <span>
            <strong className="text-ink-900">{formatToman(raisedAmount)}</strong> جمع‌آوری‌شده
          </span>
          <span>{targetBudget === null ? 'بدون سقف هدف' : `از هدف ${formatToman(targetBudget)}`}</span>
        </p>
      )}
    </div>
  );
}
