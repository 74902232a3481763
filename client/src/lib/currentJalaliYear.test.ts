import { toTehranJalali } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { describe, expect, it } from 'vitest';
import { currentJalaliYear } from './currentJalaliYear';

describe('currentJalaliYear', () => {
  it('gives the Jalali year in Persian digits, switching at Nowruz in Tehran', () => {
    expect(currentJalaliYear(new Date('2025-06-01T12:00:00Z'))).toBe('۱۴۰۴');
    expect(currentJalaliYear(new Date('2025-03-19T12:00:00Z'))).toBe('۱۴۰۳');
    // Nowruz 1404 began at Tehran midnight, 20:30 UTC on 20 March 2025.
    expect(currentJalaliYear(new Date('2025-03-20T20:29:00Z'))).toBe('۱۴۰۳');
    expect(currentJalaliYear(new Date('2025-03-20T20:31:00Z'))).toBe('۱۴۰۴');
  });

  it('agrees with the product’s Jalali calendar at every Nowruz from 1380 to 1420', () => {
    for (let gregorian = 2001; gregorian <= 2041; gregorian++) {
      for (const day of [19, 20, 21, 22]) {
        for (const hour of ['00:00', '20:29', '20:31']) {
          const moment = new Date(`${gregorian}-03-${day}T${hour}:00Z`);
          expect(currentJalaliYear(moment)).toBe(toPersianDigits(toTehranJalali(moment)?.jy ?? 0));
        }
      }
    }
  });
});
