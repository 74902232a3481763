// Jalali months and years as moments and calendar days, for grouping money in SQL with width_bucket over
// their boundaries. A Jalali year starts at Nowruz, 1 Farvardin, at midnight Tehran time: a donation at
// 23:30 UTC on 20 March (03:00 on 21 March in Tehran) belongs to the year that starts that day.
import {
  gregorianToJalali,
  JALALI_MONTH_NAMES,
  jalaliToGregorian,
  tehranDateParts,
  toIsoDate,
} from '@common/date';
import { jalaliMonthStart } from '@common/jalali-year';

/** The first Jalali year the grouping tells apart; anything earlier falls into that year's first month. */
export const FIRST_GROUPED_YEAR = 1380;

export interface JalaliPeriod {
  jy: number;
  /** 1–12; 1 for a whole year. */
  jm: number;
  /** Tehran midnight of the period's first day. */
  start: Date;
  /** Its first day on the calendar (Gregorian YYYY-MM-DD), for date columns. */
  firstDay: string;
}

function periodAt(jy: number, jm: number): JalaliPeriod {
  const firstDay = toIsoDate(jalaliToGregorian(jy, jm, 1));
  return { jy, jm, start: jalaliMonthStart(jy, jm), firstDay };
}

/** The Jalali year and month of today (or `now`) in Tehran. */
export function tehranJalaliToday(now: Date = new Date()): { jy: number; jm: number } {
  const { year, month, day } = tehranDateParts(now);
  const { jy, jm } = gregorianToJalali(year, month, day);
  return { jy, jm };
}

/** The Jalali year a moment belongs to in Tehran. */
export function jalaliYearOf(moment: Date): number {
  return tehranJalaliToday(moment).jy;
}

/** The Jalali year of a calendar day (YYYY-MM-DD). */
export function jalaliYearOfDay(day: string): number {
  const [gy, gm, gd] = day.split('-').map(Number);
  return gregorianToJalali(gy, gm, gd).jy;
}

/** Year `jy` as [start, end): Nowruz of jy and of jy + 1. */
export function jalaliYearBounds(jy: number): { start: JalaliPeriod; end: JalaliPeriod } {
  return { start: periodAt(jy, 1), end: periodAt(jy + 1, 1) };
}

/** Every month from FIRST_GROUPED_YEAR to the end of `lastYear`, then the next year's first month as the end. */
export function monthBoundaries(lastYear: number): JalaliPeriod[] {
  const months: JalaliPeriod[] = [];
  for (let jy = FIRST_GROUPED_YEAR; jy <= lastYear; jy++)
    for (let jm = 1; jm <= 12; jm++) months.push(periodAt(jy, jm));
  months.push(periodAt(lastYear + 1, 1));
  return months;
}

export const monthName = (jm: number): string => JALALI_MONTH_NAMES[jm - 1];

/** A PostgreSQL array literal ('{a,b}') of the periods' starts or first days: one parameter, not hundreds. */
export function arrayLiteral(periods: readonly JalaliPeriod[], of: 'start' | 'firstDay'): string {
  return `{${periods.map((p) => (of === 'start' ? p.start.toISOString() : p.firstDay)).join(',')}}`;
}
