import { describe, expect, it } from 'vitest';
import {
  programCreateSchema,
  programInputSchema,
  programRequiredFieldsFilled,
  programUpdateSchema,
} from './program';
import { errorsOf, expectError, expectValid } from './test-helpers';

const valid = {
  name: 'بورسیه تحصیلی ۱۴۰۵',
  description: 'کمک هزینه تحصیلی برای دانش‌آموزان مستعد',
  programType: 'SCHOLARSHIP',
  startDate: '2026-09-23',
  endDate: '2027-06-21 18:00:00',
};

describe('programCreateSchema', () => {
  it('accepts a program and defaults the status to DRAFT', () => {
    expect(expectValid(programCreateSchema, valid)).toEqual({ ...valid, status: 'DRAFT' });
    const full = expectValid(programCreateSchema, {
      ...valid,
      status: 'ACTIVE',
      targetBudget: '۵۰٬۰۰۰٬۰۰۰',
      maxParticipants: '20',
      coordinatorId: '',
      coordinatorEmail: 'c@example.com',
      applicationDeadline: '2026-09-01',
      timeline: '[{"event":"شروع","date":"2026-09-23","status":"pending"}]',
    });
    expect(full).toMatchObject({
      status: 'ACTIVE',
      targetBudget: 50_000_000,
      maxParticipants: 20,
      coordinatorId: null,
    });
  });

  it('gives the required-field messages', () => {
    expect(errorsOf(programCreateSchema, {})).toEqual({
      name: 'نام برنامه الزامی است',
      programType: 'نوع برنامه الزامی است',
      startDate: 'تاریخ شروع الزامی است',
      endDate: 'تاریخ پایان الزامی است',
    });
  });

  it('gives the data-check messages', () => {
    expectError(
      programCreateSchema,
      { ...valid, name: 'ab' },
      'name',
      'نام برنامه باید حداقل ۳ کاراکتر باشد',
    );
    expectError(
      programCreateSchema,
      { ...valid, description: 'کوتاه' },
      'description',
      'توضیحات برنامه باید حداقل ۱۰ کاراکتر باشد',
    );
    expectError(
      programCreateSchema,
      { ...valid, programType: 'PARTY' },
      'programType',
      'نوع برنامه الزامی است',
    );
    expectError(
      programCreateSchema,
      { ...valid, startDate: '2026-13-01' },
      'startDate',
      'تاریخ واردشده نامعتبر است',
    );
    expectError(
      programCreateSchema,
      { ...valid, endDate: '2026-01-01' },
      'endDate',
      'تاریخ پایان باید بعد از تاریخ شروع باشد',
    );
    expectError(
      programCreateSchema,
      { ...valid, endDate: valid.startDate },
      'endDate',
      'تاریخ پایان باید بعد از تاریخ شروع باشد',
    );
    expectError(
      programCreateSchema,
      { ...valid, maxParticipants: 0 },
      'maxParticipants',
      'حداکثر تعداد شرکت‌کنندگان باید حداقل ۱ باشد',
    );
    expectError(
      programCreateSchema,
      { ...valid, targetBudget: -1 },
      'targetBudget',
      'بودجه هدف نمی‌تواند منفی باشد',
    );
    expectError(
      programCreateSchema,
      { ...valid, coordinatorId: '1.5' },
      'coordinatorId',
      'شناسه هماهنگ‌کننده باید عدد صحیح باشد',
    );
    expectError(
      programCreateSchema,
      { ...valid, timeline: '{oops' },
      'timeline',
      'فرمت JSON برنامه زمان‌بندی معتبر نیست.',
    );
    expectError(
      programCreateSchema,
      { ...valid, timeline: '{"a":1}' },
      'timeline',
      'فرمت JSON برنامه زمان‌بندی معتبر نیست.',
    );
    expectError(
      programCreateSchema,
      { ...valid, coordinatorEmail: 'x' },
      'coordinatorEmail',
      'فرمت ایمیل صحیح نیست',
    );
  });

  it('accepts ISO timestamps with a zone', () => {
    expectValid(programCreateSchema, {
      ...valid,
      startDate: '2026-09-22T20:30:00.000Z',
      endDate: '2026-09-24T00:00:00+03:30',
    });
  });
});

describe('the description and the dates', () => {
  it('takes no description (not a starred field), but a short one is refused', () => {
    const { description: _none, ...bare } = valid;
    expect(expectValid(programCreateSchema, bare)).not.toHaveProperty('description');
    expect(expectValid(programCreateSchema, { ...bare, description: '  ' }).description).toBeNull();
  });

  it('refuses an application deadline after the end, takes one after the start', () => {
    expectError(
      programCreateSchema,
      { ...valid, applicationDeadline: '2027-06-22' },
      'applicationDeadline',
      'مهلت ثبت\u200Cنام نباید بعد از تاریخ پایان باشد',
    );
    expectValid(programCreateSchema, { ...valid, applicationDeadline: '2026-12-20' });
  });

  it('offers only DRAFT and ACTIVE on create', () => {
    expectError(
      programCreateSchema,
      { ...valid, status: 'COMPLETED' },
      'status',
      'برنامه\u200Cی جدید فقط می\u200Cتواند پیش\u200Cنویس یا فعال باشد',
    );
  });
});

describe('programUpdateSchema', () => {
  it('requires one of the five statuses and has no raised amount', () => {
    const value = expectValid(programUpdateSchema, { ...valid, status: 'SUSPENDED', raisedAmount: '1000' });
    expect(value.status).toBe('SUSPENDED');
    expect(value).not.toHaveProperty('raisedAmount');
    expectError(programUpdateSchema, valid, 'status', 'وضعیت برنامه الزامی است');
    expectError(programUpdateSchema, { ...valid, status: 'PAUSED' }, 'status', 'وضعیت برنامه الزامی است');
  });
});

describe('programInputSchema (the server)', () => {
  it('reads the timeline as a list of events, pending by default', () => {
    const value = expectValid(programInputSchema, {
      ...valid,
      timeline: [{ date: '2026-09-23', event: 'شروع' }],
    });
    expect(value.timeline).toEqual([{ date: '2026-09-23', event: 'شروع', status: 'pending' }]);
  });

  it('names the event that is wrong', () => {
    expectError(
      programInputSchema,
      {
        ...valid,
        timeline: [
          { date: '2026-09-23', event: 'شروع' },
          { date: '2026-09-24', event: ' ' },
        ],
      },
      'timeline.1.event',
      'شرح رویداد الزامی است',
    );
  });
});

describe('programRequiredFieldsFilled', () => {
  it('checks the four starred fields', () => {
    expect(programRequiredFieldsFilled(valid)).toBe(true);
    expect(programRequiredFieldsFilled({ ...valid, endDate: ' ' })).toBe(false);
    expect(programRequiredFieldsFilled({})).toBe(false);
  });
});

describe('program numbers', () => {
  it.each<[string, unknown, string]>([
    ['maxParticipants', 999_999_999_999, 'حداکثر تعداد شرکت‌کنندگان نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ نفر باشد'],
    ['maxParticipants', '۱۲٫۵', 'حداکثر تعداد شرکت‌کنندگان باید عددی صحیح و بدون اعشار باشد'],
    ['maxParticipants', 'abc', 'حداکثر تعداد شرکت‌کنندگان باید یک عدد باشد'],
    ['targetBudget', '12345678901234567890', 'بودجه‌ی هدف نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد'],
    ['targetBudget', 125.5, 'بودجه‌ی هدف باید عددی صحیح (به ریال) باشد'],
    ['targetBudget', 'abc', 'بودجه‌ی هدف باید یک عدد باشد'],
    ['coordinatorId', 999_999_999_999, 'شناسه هماهنگ‌کننده نمی‌تواند بیشتر از ۲٬۱۴۷٬۴۸۳٬۶۴۷ باشد'],
  ])('tells %s = %s its true reason', (field, value, message) => {
    expectError(programInputSchema, { ...valid, [field]: value }, field, message);
  });
});
