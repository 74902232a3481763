import { toPersianDigits } from '@common/digits';

interface ProgressBarProps {
  /** Percent; kept within 0–100. */
  value: number;
  label: string;
  className?: string;
}

/** A rounded bar filling from the start side, announced as a percentage. */
export function ProgressBar({ value, label, className = '' }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${toPersianDigits(percent)}٪`}
      className={`h-2.5 overflow-hidden rounded-full bg-ink-100 ${className}`}
    >
      <div
        className="h-full rounded-full bg-gradient-to-l from-brand-600 to-brand-400 transition-[width] duration-500"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
