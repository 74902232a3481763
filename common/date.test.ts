import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatDurationDays,
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliLong,
  formatTehranTime,
  gregorianToJalali,
  isoDateToJalali,
  jalaliToGregorian,
  parseJalaliDate,
  parseTehranDateTime,
  tehranDateParts,
  timeAgo,
  toTehranIsoDate,
} from './date';

const intlShort = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlLong = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const DAY = 86_400_000;

describe('formatJalaliDate', () => {
  it('formats a known date', () => {
    // 2026-11-21 is 30 Aban 1405.
    expect(formatJalaliDate('2026-11-21T12:00:00Z')).toBe('۱۴۰۵/۰۸/۳۰');
    expect(formatJalaliDate(new Date('2026-11-21T12:00:00Z'))).toBe('۱۴۰۵/۰۸/۳۰');
    expect(formatJalaliDate('2026-11-21')).toBe('۱۴۰۵/۰۸/۳۰');
  });

  it('uses the Tehran date, not UTC', () => {
    // 21:00 UTC on 2026-11-21 is 00:30 on 2026-11-22 in Tehran (1 Azar 1405).
    expect(formatJalaliDate('2026-11-21T21:00:00Z')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatJalaliDate('2026-11-21T20:29:59Z')).toBe('۱۴۰۵/۰۸/۳۰');
  });

  it('returns empty text for invalid input', () => {
    expect(formatJalaliDate('not a date')).toBe('');
    expect(formatJalaliLong(Number.NaN)).toBe('');
    expect(formatJalaliDateTime('nope')).toBe('');
  });

  it('agrees with Intl fa-IR-u-ca-persian for every day from 1398 to 1406 (leap years 1399 and 1403)', () => {
    const start = Date.UTC(2019, 2, 1, 12);
    const end = Date.UTC(2028, 2, 31, 12);
    let count = 0;
    for (let t = start; t <= end; t += DAY) {
      const d = new Date(t);
      expect(formatJalaliDate(d)).toBe(intlShort.format(d));
      expect(formatJalaliLong(d)).toBe(intlLong.format(d));
      count++;
    }
    expect(count).toBeGreaterThan(3000);
    expect(formatJalaliDate('2021-03-20T12:00:00Z')).toBe('۱۳۹۹/۱۲/۳۰');
    expect(formatJalaliDate('2025-03-20T12:00:00Z')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('agrees with Intl for random moments near Tehran midnight, including old DST years', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      // A random day 2005-2035, at 20:30 UTC (Tehran midnight in standard time) ± 2 hours.
      const day = Date.UTC(2005, 0, 1) + Math.floor(random() * 30 * 365) * DAY;
      const t = day + 20.5 * 3_600_000 + Math.floor((random() - 0.5) * 4 * 3_600_000);
      const d = new Date(t);
      expect(formatJalaliDate(d)).toBe(intlShort.format(d));
    }
  });
});

describe('formatJalaliLong and formatJalaliDateTime', () => {
  it('writes the month name and the Tehran time', () => {
    expect(formatJalaliLong('2026-11-21T12:00:00Z')).toBe('۳۰ آبان ۱۴۰۵');
    expect(formatJalaliLong('2025-03-21T12:00:00Z')).toBe('۱ فروردین ۱۴۰۴');
    expect(formatJalaliDateTime('2026-11-21T10:35:00Z')).toBe('۱۴۰۵/۰۸/۳۰ ۱۴:۰۵');
    expect(formatJalaliDateTime('2026-11-21T20:30:00Z')).toBe('۱۴۰۵/۰۹/۰۱ ۰۰:۰۰');
    expect(formatTehranTime('2026-11-21T20:29:00Z')).toBe('۲۳:۵۹');
  });

  it('matches Intl for the time of day', () => {
    const intlTime = new Intl.DateTimeFormat('fa-IR', {
      timeZone: 'Asia/Tehran',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2024, 0, 3); t += 17 * 60_000) {
      expect(formatTehranTime(t)).toBe(intlTime.format(t));
    }
  });
});

describe('parseJalaliDate', () => {
  it('accepts / and - separators and Persian or Arabic digits', () => {
    expect(parseJalaliDate('1405/08/30')).toBe('2026-11-21');
    expect(parseJalaliDate('۱۴۰۵/۰۸/۳۰')).toBe('2026-11-21');
    expect(parseJalaliDate('١٤٠٥-٠٨-٣٠')).toBe('2026-11-21');
    expect(parseJalaliDate(' 1405-8-1 ')).toBe('2026-10-23');
  });

  it('checks months, days and leap years', () => {
    expect(parseJalaliDate('1403/12/30')).toBe('2025-03-20');
    expect(parseJalaliDate('1399/12/30')).toBe('2021-03-20');
    expect(parseJalaliDate('1404/12/30')).toBeNull();
    expect(parseJalaliDate('1405/13/01')).toBeNull();
    expect(parseJalaliDate('1405/00/10')).toBeNull();
    expect(parseJalaliDate('1405/07/31')).toBeNull();
    expect(parseJalaliDate('1405/06/31')).toBe('2026-09-22');
    expect(parseJalaliDate('1405/08/00')).toBeNull();
  });

  it('rejects malformed text', () => {
    expect(parseJalaliDate('')).toBeNull();
    expect(parseJalaliDate('1405/08')).toBeNull();
    expect(parseJalaliDate('05/08/30')).toBeNull();
    expect(parseJalaliDate('1405.08.30')).toBeNull();
    expect(parseJalaliDate('abcd/ef/gh')).toBeNull();
    expect(parseJalaliDate('9999/01/01')).toBeNull();
  });

  it('round trips with formatJalaliDate', () => {
    for (let t = Date.UTC(2019, 0, 1, 12); t <= Date.UTC(2027, 11, 31, 12); t += DAY) {
      const iso = parseJalaliDate(formatJalaliDate(t));
      expect(iso).toBe(new Date(t).toISOString().slice(0, 10));
    }
  });
});

describe('conversions', () => {
  it('wraps jalaali-js', () => {
    expect(jalaliToGregorian(1405, 8, 30)).toEqual({ gy: 2026, gm: 11, gd: 21 });
    expect(gregorianToJalali(2026, 11, 21)).toEqual({ jy: 1405, jm: 8, jd: 30 });
    expect(isoDateToJalali('2026-11-21')).toEqual({ jy: 1405, jm: 8, jd: 30 });
    expect(isoDateToJalali('2026-02-30')).toBeNull();
    expect(isoDateToJalali('junk')).toBeNull();
  });

  it('reads Tehran wall-clock parts', () => {
    expect(tehranDateParts(new Date('2026-11-21T20:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 0,
      minute: 0,
    });
    expect(toTehranIsoDate('2026-11-21T21:00:00Z')).toBe('2026-11-22');
    expect(toTehranIsoDate('bad')).toBe('');
  });

  it('parses Tehran wall-clock date-times', () => {
    expect(parseTehranDateTime('2026-11-21 14:05:00')?.toISOString()).toBe('2026-11-21T10:35:00.000Z');
    expect(parseTehranDateTime('2026-11-21T14:05')?.toISOString()).toBe('2026-11-21T10:35:00.000Z');
    expect(parseTehranDateTime('2026-11-21')?.toISOString()).toBe('2026-11-20T20:30:00.000Z');
    // Summer 2021 still had daylight saving time (+4:30).
    expect(parseTehranDateTime('2021-07-01 12:00')?.toISOString()).toBe('2021-07-01T07:30:00.000Z');
    expect(parseTehranDateTime('2026-02-30')).toBeNull();
    expect(parseTehranDateTime('2026-11-21 24:00')).toBeNull();
    expect(parseTehranDateTime('yesterday')).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('counts minutes, hours and days in Persian', () => {
    expect(timeAgo(ago(10_000), now)).toBe('همین الان');
    expect(timeAgo(ago(-60_000), now)).toBe('همین الان');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('۵ دقیقه پیش');
    expect(timeAgo(ago(59 * 60_000 + 59_000), now)).toBe('۵۹ دقیقه پیش');
    expect(timeAgo(ago(2 * 3_600_000), now)).toBe('۲ ساعت پیش');
    expect(timeAgo(ago(3 * DAY), now)).toBe('۳ روز پیش');
    expect(timeAgo(ago(6 * DAY + 3_600_000), now)).toBe('۶ روز پیش');
  });

  it('switches to the Jalali date after a week', () => {
    expect(timeAgo(ago(7 * DAY), now)).toBe('۱۴۰۵/۰۸/۲۳');
    expect(timeAgo('2020-01-01T12:00:00Z', now)).toBe(formatJalaliDate('2020-01-01T12:00:00Z'));
  });

  it('accepts strings and returns empty text for invalid input', () => {
    expect(timeAgo('2026-11-21T11:55:00Z', '2026-11-21T12:00:00Z')).toBe('۵ دقیقه پیش');
    expect(timeAgo('garbage', now)).toBe('');
  });
});

describe('formatDurationDays', () => {
  it('uses days under 30, months under 365, then years', () => {
    expect(formatDurationDays(0)).toBe('۰ روز');
    expect(formatDurationDays(20)).toBe('۲۰ روز');
    expect(formatDurationDays(29)).toBe('۲۹ روز');
    expect(formatDurationDays(30)).toBe('۱ ماه');
    expect(formatDurationDays(90)).toBe('۳ ماه');
    expect(formatDurationDays(364)).toBe('۱۲ ماه');
    expect(formatDurationDays(365)).toBe('۱ سال');
    expect(formatDurationDays(800)).toBe('۲ سال');
    expect(formatDurationDays(-5)).toBe('۰ روز');
  });

  it('counts calendar days between Tehran dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-11-21T20:00:00Z', '2026-11-21T21:00:00Z')).toBe(1);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
    expect(daysBetween('x', '2026-01-01')).toBeNull();
  });
});
