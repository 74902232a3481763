import { describe, expect, it } from 'vitest';
import { growthPercent, lastJalaliMonths } from './jalali-months';

describe('lastJalaliMonths', () => {
  it('gives Persian months on the Tehran clock, across the new year', () => {
    // 2026-03-21 00:30 Tehran is 1 Farvardin 1405; the UTC day is still 20 March.
    const months = lastJalaliMonths(3, new Date('2026-03-20T21:00:00Z'));
    expect(months.map((m) => [m.jy, m.jm, m.name])).toEqual([
      [1404, 11, 'بهمن'],
      [1404, 12, 'اسفند'],
      [1405, 1, 'فروردین'],
    ]);
    expect(months[2].start.toISOString()).toBe('2026-03-20T20:30:00.000Z');
    expect(months[1].end).toEqual(months[2].start);
    // Iran keeps +03:30 all year (no daylight saving since 2022).
    expect(months[2].end.toISOString()).toBe('2026-04-20T20:30:00.000Z');
  });
});

describe('growthPercent', () => {
  it('compares this month with the last, one decimal', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(4, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
  });
});
