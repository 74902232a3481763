import { DAY_MS, formatDurationDays } from '@common/date';
import { formatNumber, toPersianDigits } from '@common/digits';

/** The stored duration text (Persian digits), else the span between the dates ('۳ ماه'); null if neither. */
export function programDuration(program: {
  duration: string | null;
  startDate: string | null;
  endDate: string | null;
}): string | null {
  if (program.duration?.trim()) return toPersianDigits(program.duration.trim());
  if (!program.startDate || !program.endDate) return null;
  const days = (Date.parse(program.endDate) - Date.parse(program.startDate)) / DAY_MS;
  return Number.isFinite(days) && days >= 0 ? formatDurationDays(days) : null;
}

export const UNLIMITED_CAPACITY = 'نامحدود';

/** 'نامحدود' without a maximum, else '۲۰ نفر' (the detail page's facts; the list cards always say unlimited). */
export function capacityLabel(maxParticipants: number | null): string {
  return maxParticipants === null ? UNLIMITED_CAPACITY : `${toPersianDigits(maxParticipants)} نفر`;
}

/** The server's uncapped percentage with at most one decimal: 150 → '۱۵۰٪', 12.5 → '۱۲٫۵٪'. */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent, 1)}٪`;
}
