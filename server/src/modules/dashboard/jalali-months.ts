import { gregorianToJalali, JALALI_MONTH_NAMES, tehranDateParts } from '@common/date';
import { jalaliMonthStart } from '@common/jalali-year';

export interface JalaliMonth {
  jy: number;
  /** 1–12. */
  jm: number;
  name: string;
  /** Tehran midnight of the month's first day. */
  start: Date;
  /** The next month's start. */
  end: Date;
}

/** The last `count` Persian calendar months on the Tehran clock, oldest first, the current one last. */
export function lastJalaliMonths(count: number, now: Date = new Date()): JalaliMonth[] {
  const { year, month, day } = tehranDateParts(now);
  const current = gregorianToJalali(year, month, day);
  const months: JalaliMonth[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = current.jy * 12 + (current.jm - 1) - back;
    const jy = Math.floor(index / 12);
    const jm = (index % 12) + 1;
    const next = index + 1;
    months.push({
      jy,
      jm,
      name: JALALI_MONTH_NAMES[jm - 1],
      start: jalaliMonthStart(jy, jm),
      end: jalaliMonthStart(Math.floor(next / 12), (next % 12) + 1),
    });
  }
  return months;
}

/** Percent change from last month to this one (one decimal); from nothing to something counts as 100. */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}
