import { describe, expect, it } from 'vitest';
import { isJalaliYear, jalaliYearRange, tehranJalaliYear } from './jalali-year';

describe('Jalali years as moments', () => {
  it('1405 begins at Tehran midnight of Nowruz (20:30 UTC the day before)', () => {
    const { start, end } = jalaliYearRange(1405);
    expect(start.toISOString()).toBe('2026-03-20T20:30:00.000Z');
    expect(end.toISOString()).toBe('2027-03-20T20:30:00.000Z');
  });

  it('the year of a moment is read on the Tehran clock, not UTC', () => {
    // 21:00 UTC on 20 March 2026 is already 1 Farvardin 1405 in Tehran (00:30).
    expect(tehranJalaliYear(new Date('2026-03-20T21:00:00Z'))).toBe(1405);
    expect(tehranJalaliYear(new Date('2026-03-20T20:00:00Z'))).toBe(1404);
  });

  it('accepts only whole years in a sane range', () => {
    expect(isJalaliYear(1405)).toBe(true);
    expect(isJalaliYear(1405.5)).toBe(false);
    expect(isJalaliYear(99999)).toBe(false);
    expect(isJalaliYear('1405')).toBe(false);
  });
});
