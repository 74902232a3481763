import { describe, expect, it } from 'vitest';
import { programCreateSchema, programRequiredFieldsFilled, programUpdateSchema } from './program';
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
      description: 'توضیحات برنامه باید حداقل ۱۰ کاراکتر باشد',
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

describe('programUpdateSchema', () => {
  it('requires a status and checks the raised amount', () => {
    expect(
      expectValid(programUpdateSchema, { ...valid, status: 'PAUSED', raisedAmount: '1000.5' }),
    ).toMatchObject({
      status: 'PAUSED',
      raisedAmount: 1000.5,
    });
    expectError(programUpdateSchema, valid, 'status', 'وضعیت برنامه الزامی است');
    expectError(
      programUpdateSchema,
      { ...valid, status: 'ACTIVE', raisedAmount: -1 },
      'raisedAmount',
      'مبلغ جمع‌آوری‌شده نمی‌تواند منفی باشد',
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
