import { describe, expect, it } from 'vitest';
import { expectError, expectValid } from './test-helpers';
import { timelineEventSchema } from './timeline-event';

describe('timelineEventSchema', () => {
  it('accepts an event and defaults the status to pending', () => {
    expect(expectValid(timelineEventSchema, { date: '2026-09-23', event: 'شروع ثبت‌نام' })).toEqual({
      date: '2026-09-23',
      event: 'شروع ثبت‌نام',
      status: 'pending',
    });
  });

  it('gives the messages', () => {
    expectError(timelineEventSchema, { date: '', event: 'x' }, 'date', 'تاریخ رویداد الزامی است');
    expectError(timelineEventSchema, { date: '2026-09-23', event: '  ' }, 'event', 'شرح رویداد الزامی است');
    expectError(timelineEventSchema, { date: 'فردا', event: 'x' }, 'date', 'تاریخ واردشده نامعتبر است');
  });
});
