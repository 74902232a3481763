import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  formatRial,
  formatToman,
  formatTomanAmount,
  formatTomanAmountShort,
  formatTomanShort,
  rialToToman,
  tomanToRial,
} from './money';

describe('rial and toman', () => {
  it('converts rial to toman', () => {
    expect(rialToToman(125_000)).toBe(12_500);
    expect(rialToToman(0)).toBe(0);
    expect(rialToToman(15)).toBe(1.5);
  });

  it('converts toman to integer rial', () => {
    expect(tomanToRial(12_500)).toBe(125_000);
    expect(tomanToRial(0)).toBe(0);
  });

  it('rejects negative, fractional and non-finite toman amounts', () => {
    expect(() => tomanToRial(-1)).toThrow(RangeError);
    expect(() => tomanToRial(1.5)).toThrow(RangeError);
    expect(() => tomanToRial(Number.NaN)).toThrow(RangeError);
    expect(() => tomanToRial(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('formatToman and formatRial', () => {
  it('formats rial as toman with Persian digits', () => {
    expect(formatToman(125_000)).toBe('۱۲٬۵۰۰ تومان');
    expect(formatToman(0)).toBe('۰ تومان');
    expect(formatToman(15)).toBe('۲ تومان');
    expect(formatTomanAmount(1_000)).toBe('۱٬۰۰۰ تومان');
  });

  it('formats rial', () => {
    expect(formatRial(125_000)).toBe('۱۲۵٬۰۰۰ ریال');
  });
});

describe('formatTomanShort', () => {
  it('uses هزار, میلیون and میلیارد with at most one decimal', () => {
    expect(formatTomanShort(120_000_000_000)).toBe('۱۲ میلیارد تومان');
    expect(formatTomanShort(25_000_000)).toBe('۲٫۵ میلیون تومان');
    expect(formatTomanShort(500_000)).toBe('۵۰ هزار تومان');
    expect(formatTomanShort(12_340_000)).toBe('۱٫۲ میلیون تومان');
    expect(formatTomanShort(7_500)).toBe('۷۵۰ تومان');
    expect(formatTomanShort(0)).toBe('۰ تومان');
  });

  it('drops .0 and moves to the next unit when rounding reaches 1000', () => {
    expect(formatTomanAmountShort(3_000_000)).toBe('۳ میلیون تومان');
    expect(formatTomanAmountShort(3_040_000)).toBe('۳ میلیون تومان');
    expect(formatTomanAmountShort(999_990)).toBe('۱ میلیون تومان');
    expect(formatTomanAmountShort(999_990_000)).toBe('۱ میلیارد تومان');
    expect(formatTomanAmountShort(1_500)).toBe('۱٫۵ هزار تومان');
  });

  it('keeps grouping above a thousand billion', () => {
    expect(formatTomanAmountShort(12_000_000_000_000)).toBe('۱۲٬۰۰۰ میلیارد تومان');
  });
});

describe('formatPrice', () => {
  it('shows رایگان for 0 and toman otherwise', () => {
    expect(formatPrice(0)).toBe('رایگان');
    expect(formatPrice(250_000)).toBe('۲۵۰٬۰۰۰ تومان');
  });
});

describe('sums sent as decimal strings (beyond 2^53 rial)', () => {
  it('formats a BigInt sum given as a string like a number', () => {
    expect(formatToman('250000')).toBe('۲۵٬۰۰۰ تومان');
    expect(formatTomanShort('9007199254741001')).toBe('۹۰۰٬۷۱۹٫۹ میلیارد تومان');
  });
});
