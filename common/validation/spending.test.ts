import { describe, expect, it } from 'vitest';
import { isNotAfterToday, isUploadedImageAddress, spendingSchema } from './spending';
import { validate } from './validate';

describe('spending entry form', () => {
  it('reads the date on the Tehran calendar: today is allowed, tomorrow is not', () => {
    // 21:00 UTC on 20 March 2025 is already 21 March (1 Farvardin) in Tehran.
    const now = new Date('2025-03-20T21:00:00Z');
    expect(isNotAfterToday('2025-03-21', now)).toBe(true);
    expect(isNotAfterToday('2025-03-22', now)).toBe(false);
    expect(isNotAfterToday('not a date', now)).toBe(false);
  });

  it('takes toman as typed, Persian digits and separators too', () => {
    const result = validate(spendingSchema, {
      spentOn: '۲۰۲۵-۰۱-۰۱',
      amount: '۱۲٬۵۰۰',
      description: ' کتاب ',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { spentOn: '2025-01-01', amount: 12_500, description: 'کتاب' },
    });
  });

  it('accepts only an uploaded picture address for the receipt', () => {
    expect(isUploadedImageAddress('/uploads/images/a.png')).toBe(true);
    expect(isUploadedImageAddress('https://store.example/bucket/a.png')).toBe(true);
    expect(isUploadedImageAddress('/admin')).toBe(false);
    expect(isUploadedImageAddress('javascript:alert(1)')).toBe(false);
  });
});
