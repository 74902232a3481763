import { describe, expect, it } from 'vitest';
import { currentJalaliYear } from './currentJalaliYear';

describe('currentJalaliYear', () => {
  it('gives the Jalali year in Persian digits, switching at Nowruz', () => {
    expect(currentJalaliYear(new Date('2025-06-01T12:00:00Z'))).toBe('۱۴۰۴');
    expect(currentJalaliYear(new Date('2025-03-19T12:00:00Z'))).toBe('۱۴۰۳');
  });
});
