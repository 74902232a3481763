// Admin lists filtered by Tehran calendar days (the audit log, the donations list): the client's Jalali date
// picker sends Gregorian 'YYYY-MM-DD' days, both ends inclusive, read on the Tehran wall clock.
import { parseTehranDateTime, toIsoDate } from '@common/date';
import { type Column, gte, lt, type SQL } from 'drizzle-orm';
import { invalid } from '../errors';

/** The spec does not word these; Persian in the admin area's tone. */
export const dayRangeMessages = {
  badDate: 'تاریخ نامعتبر است',
  rangeOrder: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
} as const;

export interface DayRangeArgs {
  from?: string | null;
  to?: string | null;
}

/** Tehran midnight at the start of the day 'YYYY-MM-DD' (+ `plusDays`); undefined when none; invalid otherwise. */
function startOfDay(text: string | null | undefined, field: string, plusDays = 0): Date | undefined {
  if (!text?.trim()) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const day = match ? parseTehranDateTime(text.trim()) : null;
  if (!match || !day) throw invalid({ [field]: dayRangeMessages.badDate });
  if (plusDays === 0) return day;
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays));
  return parseTehranDateTime(
    toIsoDate({ gy: next.getUTCFullYear(), gm: next.getUTCMonth() + 1, gd: next.getUTCDate() }),
  ) as Date;
}

/**
 * The conditions keeping `column` within the days from..to (either may be missing): from the start of `from`
 * to before the start of the day after `to`. A malformed day, or `to` before `from`, is a field error.
 */
export function dayRangeConditions(column: Column, { from, to }: DayRangeArgs): SQL[] {
  const start = startOfDay(from, 'from');
  const end = startOfDay(to, 'to', 1);
  if (start && end && end <= start) throw invalid({ to: dayRangeMessages.rangeOrder });
  return [...(start ? [gte(column, start)] : []), ...(end ? [lt(column, end)] : [])];
}
