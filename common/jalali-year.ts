// Jalali years as moments: a year runs from Tehran midnight of 1 Farvardin (Nowruz) to the next one.
import { jalaliToGregorian, parseTehranDateTime, toIsoDate, toTehranJalali } from './date';

/** The smallest and largest Jalali years the product accepts in a filter (before and after any real data). */
export const JALALI_YEAR_MIN = 1300;
export const JALALI_YEAR_MAX = 1600;

export function isJalaliYear(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= JALALI_YEAR_MIN && (value as number) <= JALALI_YEAR_MAX
  );
}

/** The moment a Jalali month begins: Tehran midnight of its first day. */
export function jalaliMonthStart(jy: number, jm: number): Date {
  const moment = parseTehranDateTime(toIsoDate(jalaliToGregorian(jy, jm, 1)));
  if (!moment) throw new RangeError(`No start for Jalali month ${jy}/${jm}`);
  return moment;
}

/** The moment a Jalali year begins: Tehran midnight of its 1 Farvardin. */
export function jalaliYearStart(jy: number): Date {
  return jalaliMonthStart(jy, 1);
}

/** [start, end) of a Jalali year as moments. */
export function jalaliYearRange(jy: number): { start: Date; end: Date } {
  return { start: jalaliYearStart(jy), end: jalaliYearStart(jy + 1) };
}

/** The Jalali year on the Tehran calendar at this moment. */
export function tehranJalaliYear(moment: Date): number {
  const j = toTehranJalali(moment);
  if (!j) throw new RangeError('Invalid moment');
  return j.jy;
}
