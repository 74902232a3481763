import { toTehranJalali } from '@common/date';
import { toPersianDigits } from '@common/digits';

/** The current year of the Persian (Jalali) calendar in Tehran, e.g. '۱۴۰۵'. */
export function currentJalaliYear(now: Date = new Date()): string {
  const jalali = toTehranJalali(now);
  return jalali ? toPersianDigits(jalali.jy) : '';
}
