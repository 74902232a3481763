import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('holds the spec values', () => {
    expect(c.SLIDE_INTERVAL_MS).toBe(5000);
    expect(c.CAROUSEL_ASPECT_RATIO).toBeCloseTo(3.2);
    expect(c.IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(c.VIDEO_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(c.DONATION_QUICK_AMOUNTS_TOMAN).toEqual([50000, 100000, 250000, 500000, 1000000, 2000000]);
    expect(c.DONATION_QUICK_AMOUNTS_TOMAN.every((a) => a >= c.MIN_DONATION_TOMAN)).toBe(true);
  });
});
