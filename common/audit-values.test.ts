import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './audit-values';

const shown = (objectType: string, field: string, value: unknown) =>
  formatAuditValue(objectType, field, JSON.stringify(value));

describe('an audit value as the forms show it', () => {
  it('shows a course price stored in rial in toman, as the course form takes it', () => {
    expect(shown('course', 'price', 2_500_000)).toBe('۲۵۰٬۰۰۰ تومان');
    expect(shown('program', 'targetBudget', '500000000')).toBe('۵۰٬۰۰۰٬۰۰۰ تومان');
    expect(shown('enrollment', 'amountPaid', 1_000_000)).toBe('۱۰۰٬۰۰۰ تومان');
  });

  it('shows days in the Jalali calendar and moments on the Tehran clock', () => {
    expect(shown('program', 'endDate', '2027-06-21')).toBe('۱۴۰۶/۰۳/۳۱');
    expect(shown('course', 'publishedAt', '2026-03-20T20:30:00.000Z')).toBe('۱۴۰۵/۰۱/۰۱ ۰۰:۰۰');
  });

  it('says yes or no, uses enum labels and Persian digits', () => {
    expect(shown('user', 'isActive', false)).toBe('خیر');
    expect(shown('slide', 'published', true)).toBe('بله');
    expect(shown('course', 'status', 'ARCHIVED')).toBe('بایگانی‌شده');
    expect(shown('enrollment', 'status', 'CANCELLED')).not.toBe('CANCELLED');
    expect(shown('program', 'currentParticipants', 1250)).toBe('۱٬۲۵۰');
  });

  it('names the keys of settings and hides what the log hid', () => {
    expect(shown('paymentMethod', 'config', { cardNumber: '6037', apiSecret: '***' })).toBe(
      'شماره کارت: 6037، apiSecret: پنهان',
    );
    expect(shown('settings', 'social', { instagram: null })).toBe('اینستاگرام: (خالی)');
  });

  it('counts the parts of a page and the events of a timeline', () => {
    expect(shown('pageLayout', 'layoutData', [{ type: 'hero' }, { type: 'spacer' }])).toBe('۲ بخش');
    expect(shown('program', 'timeline', JSON.stringify([{ date: '2026-01-01' }]))).toBe('۱ رویداد');
  });

  it('tells an absent side from an empty value', () => {
    expect(formatAuditValue('course', 'price', null)).toBe('—');
    expect(shown('course', 'originalPrice', null)).toBe('(خالی)');
  });
});
