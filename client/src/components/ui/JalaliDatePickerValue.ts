// Between the form's value (Gregorian 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss') and the picker's DateObject in the
// Persian calendar. The calendar arithmetic is jalaali-js's (common/date); DateObject only carries the parts.
import { isoDateToJalali, jalaliToGregorian, toIsoDate } from '@common/date';
import { toLatinDigits, toPersianDigits } from '@common/digits';
import type DateObjectType from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { DateObject } from './JalaliDatePickerLibrary';

/** The DateObjects' own format (the input's text is shownValue's, the days' names JalaliDatePickerA11y's). */
export const PICKER_FORMAT = 'dddd D MMMM YYYY';

const pad2 = (n: number): string => String(n).padStart(2, '0');

const VALUE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The Gregorian value → a DateObject in the Persian calendar (Persian digits); null when empty or malformed. */
export function toPersianDateObject(value: string | undefined): DateObjectType | null {
  const match = value ? VALUE.exec(toLatinDigits(value).trim()) : null;
  if (!match) return null;
  const jalali = isoDateToJalali(match[1]);
  const [hour, minute, second] = [match[2], match[3], match[4]].map((part) => Number(part ?? 0));
  if (!jalali || hour > 23 || minute > 59 || second > 59) return null;
  return new DateObject({
    calendar: persian,
    locale: persian_fa,
    format: PICKER_FORMAT,
    year: jalali.jy,
    month: jalali.jm,
    day: jalali.jd,
    hour,
    minute,
    second,
  });
}

/** A picked DateObject → 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:00' withTime) in Gregorian; '' when none or invalid. */
export function fromDateObject(date: DateObjectType | null | undefined, withTime = false): string {
  if (!date?.isValid) return '';
  const inPersian =
    date.calendar.name === 'persian' ? date : new DateObject(date).convert(persian, persian_fa);
  const { year, day } = inPersian;
  const month = inPersian.month.number;
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > inPersian.month.length)
    return '';
  const iso = toIsoDate(jalaliToGregorian(year, month, day));
  if (!isoDateToJalali(iso)) return '';
  // The time picker shows hours and minutes only: the seconds are always :00.
  return withTime ? `${iso} ${pad2(inPersian.hour)}:${pad2(inPersian.minute)}:00` : iso;
}

/** What the read-only input shows: '۱۴۰۳/۱۲/۳۰' or '۱۴۰۳/۱۲/۳۰ ۱۴:۰۵'; '' when empty or malformed. */
export function shownValue(value: string, withTime = false): string {
  const date = toPersianDateObject(value);
  if (!date) return '';
  const day = `${date.year}/${pad2(date.month.number)}/${pad2(date.day)}`;
  return toPersianDigits(withTime ? `${day} ${pad2(date.hour)}:${pad2(date.minute)}` : day);
}
