import { describe, expect, it } from 'vitest';
import { formatNumber, toLatinDigits, toPersianDigits } from './digits';

describe('toPersianDigits', () => {
  it('converts Latin and Arabic-Indic digits and keeps other characters', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits('٠١٢٣٤٥٦٧٨٩')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('کد 12-ab')).toBe('کد ۱۲-ab');
  });
});

describe('toLatinDigits', () => {
  it('converts Persian and Arabic-Indic digits', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۱۴۰۵/08/٣٠')).toBe('1405/08/30');
  });

  it('round trips with toPersianDigits', () => {
    expect(toLatinDigits(toPersianDigits('9876543210'))).toBe('9876543210');
  });
});

describe('formatNumber', () => {
  it('groups with ٬ and uses Persian digits', () => {
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(999)).toBe('۹۹۹');
    expect(formatNumber(1000)).toBe('۱٬۰۰۰');
    expect(formatNumber(12500)).toBe('۱۲٬۵۰۰');
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
  });

  it('uses ٫ for decimals and rounds', () => {
    expect(formatNumber(2.5)).toBe('۲٫۵');
    expect(formatNumber(2.56, 1)).toBe('۲٫۶');
    expect(formatNumber(2.04, 1)).toBe('۲');
    expect(formatNumber(0.1 + 0.2)).toBe('۰٫۳');
  });

  it('writes no minus sign for values that round to zero (unlike Intl)', () => {
    expect(formatNumber(-0)).toBe('۰');
    expect(formatNumber(-0.0001)).toBe('۰');
  });

  it('returns empty text for non-finite numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('matches Intl.NumberFormat("fa-IR") exactly', () => {
    const intl = new Intl.NumberFormat('fa-IR');
    const samples = [0, 7, 1000, 9999, 12345, 1234567.891, -1234, -0.5, 1e15, 0.001, 10_000_000_000];
    for (let i = 0; i < 200; i++)
      samples.push(Math.round(Math.random() * 10 ** (i % 13)) * (i % 3 === 0 ? -1 : 1) || 0);
    for (const n of samples) expect(formatNumber(n)).toBe(intl.format(n));
  });
});
