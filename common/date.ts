// Dates: stored as Gregorian, shown in the Jalali (Persian) calendar in Tehran wall-clock time.
// Intl (with timeZone 'Asia/Tehran') gives the Tehran date parts; jalaali-js converts between calendars.
import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';
import { toLatinDigits, toPersianDigits } from './digits';

export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

export const JALALI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}

export interface GregorianDate {
  gy: number;
  gm: number;
  gd: number;
}

/** Gregorian calendar date and time of day on the Tehran wall clock. */
export interface TehranDateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type DateInput = Date | string | number;

const tehranFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TEHRAN_TIME_ZONE,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** A Date from a Date, an ISO string or a timestamp; null when it is not a valid moment. */
export function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Gregorian date and time shown on a wall clock in Tehran at this moment. */
export function tehranDateParts(date: Date): TehranDateParts {
  const parts: Record<string, number> = {};
  for (const part of tehranFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
  };
}

/** Jalali date → Gregorian date (thin wrapper over jalaali-js). */
export function jalaliToGregorian(jy: number, jm: number, jd: number): GregorianDate {
  return toGregorian(jy, jm, jd);
}

/** Gregorian date → Jalali date (thin wrapper over jalaali-js). */
export function gregorianToJalali(gy: number, gm: number, gd: number): JalaliDate {
  return toJalaali(gy, gm, gd);
}

/** The Jalali date in Tehran at this moment; null for an invalid input. */
export function toTehranJalali(input: DateInput): JalaliDate | null {
  const date = toDate(input);
  if (!date) return null;
  const { year, month, day } = tehranDateParts(date);
  return toJalaali(year, month, day);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** '۱۴۰۵/۰۸/۳۰' (Tehran time, Persian digits); '' for an invalid input. */
export function formatJalaliDate(input: DateInput): string {
  const j = toTehranJalali(input);
  return j ? toPersianDigits(`${j.jy}/${pad2(j.jm)}/${pad2(j.jd)}`) : '';
}

/** '۳۰ آبان ۱۴۰۵' (Tehran time); '' for an invalid input. */
export function formatJalaliLong(input: DateInput): string {
  const j = toTehranJalali(input);
  return j ? toPersianDigits(`${j.jd} ${JALALI_MONTH_NAMES[j.jm - 1]} ${j.jy}`) : '';
}

/** '۱۴:۰۵' on the Tehran clock; '' for an invalid input. */
export function formatTehranTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { hour, minute } = tehranDateParts(date);
  return toPersianDigits(`${pad2(hour)}:${pad2(minute)}`);
}

/** '۱۴۰۵/۰۸/۳۰ ۱۴:۰۵' (Tehran time); '' for an invalid input. */
export function formatJalaliDateTime(input: DateInput): string {
  const date = toDate(input);
  return date ? `${formatJalaliDate(date)} ${formatTehranTime(date)}` : '';
}

/** Gregorian 'YYYY-MM-DD' of a Gregorian date. */
export function toIsoDate({ gy, gm, gd }: GregorianDate): string {
  return `${String(gy).padStart(4, '0')}-${pad2(gm)}-${pad2(gd)}`;
}

/** The Gregorian calendar date in Tehran at this moment as 'YYYY-MM-DD'; '' for an invalid input. */
export function toTehranIsoDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { year, month, day } = tehranDateParts(date);
  return toIsoDate({ gy: year, gm: month, gd: day });
}

/**
 * Parses a Jalali date 'YYYY/MM/DD' or 'YYYY-MM-DD' (Latin, Persian or Arabic digits; month and day may
 * have one digit) into the Gregorian 'YYYY-MM-DD'. Returns null for malformed or impossible dates
 * (e.g. 1404/12/30, since 1404 is not a leap year).
 */
export function parseJalaliDate(text: string): string | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(toLatinDigits(text).trim());
  if (!match) return null;
  const [jy, jm, jd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (jy < 1 || !isValidJalaaliDate(jy, jm, jd)) return null;
  return toIsoDate(toGregorian(jy, jm, jd));
}

/** Gregorian 'YYYY-MM-DD' (a time part after it is ignored) → Jalali parts; null when invalid. */
export function isoDateToJalali(iso: string): JalaliDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) return null;
  const [gy, gm, gd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(gy, gm - 1, gd));
  if (check.getUTCFullYear() !== gy || check.getUTCMonth() !== gm - 1 || check.getUTCDate() !== gd)
    return null;
  return toJalaali(gy, gm, gd);
}

/** Tehran's offset from UTC in milliseconds at this moment (+3:30 since 2022; +4:30 in older summers). */
function tehranOffsetMs(date: Date): number {
  const p = tehranDateParts(date);
  const wallClock = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wallClock - Math.floor(date.getTime() / 60_000) * 60_000;
}

/**
 * Reads a Tehran wall-clock date or date-time as the date picker emits it ('YYYY-MM-DD' or
 * 'YYYY-MM-DD HH:mm[:ss]', also with 'T') and returns the moment; null when malformed or impossible.
 * A bare date means Tehran midnight.
 */
export function parseTehranDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    toLatinDigits(text).trim(),
  );
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  if (!isoDateToJalali(`${match[1]}-${match[2]}-${match[3]}`) || h > 23 || mi > 59 || s > 59) return null;
  const wallClock = Date.UTC(y, mo - 1, d, h, mi, s);
  let moment = wallClock - tehranOffsetMs(new Date(wallClock));
  moment = wallClock - tehranOffsetMs(new Date(moment));
  return new Date(moment);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** timeAgo switches to the Jalali date from this many days on. */
export const TIME_AGO_MAX_DAYS = 7;

/**
 * 'همین الان' under a minute (and for future moments), then '۵ دقیقه پیش', '۲ ساعت پیش', '۳ روز پیش'
 * (under 7 days), then the Jalali date '۱۴۰۵/۰۸/۳۰'.
 */
export function timeAgo(input: DateInput, now: DateInput = new Date()): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const elapsed = reference.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'همین الان';
  if (elapsed < HOUR) return `${toPersianDigits(Math.floor(elapsed / MINUTE))} دقیقه پیش`;
  if (elapsed < DAY) return `${toPersianDigits(Math.floor(elapsed / HOUR))} ساعت پیش`;
  if (elapsed < TIME_AGO_MAX_DAYS * DAY) return `${toPersianDigits(Math.floor(elapsed / DAY))} روز پیش`;
  return formatJalaliDate(date);
}

/**
 * A duration in days as shown for programs (spec doc 2 §9): under 30 → days ('۲۰ روز'), under 365 →
 * whole months of 30 days ('۳ ماه'), otherwise whole years of 365 days ('۲ سال'). Negative → '۰ روز'.
 */
export function formatDurationDays(days: number): string {
  const whole = Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 0;
  if (whole < 30) return `${toPersianDigits(whole)} روز`;
  if (whole < 365) return `${toPersianDigits(Math.floor(whole / 30))} ماه`;
  return `${toPersianDigits(Math.floor(whole / 365))} سال`;
}

/** Whole calendar days (Tehran dates) from start to end; negative when end is before start; null if invalid. */
export function daysBetween(start: DateInput, end: DateInput): number | null {
  const a = toTehranIsoDate(start);
  const b = toTehranIsoDate(end);
  if (!a || !b) return null;
  return Math.round((Date.parse(b) - Date.parse(a)) / DAY);
}
