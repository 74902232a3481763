import { describe, expect, it } from 'vitest';
import { signupSchema } from './signup';
import { errorsOf, expectError, expectValid } from './test-helpers';

const valid = {
  userType: 'STUDENT',
  firstName: ' علی ',
  lastName: 'رضایی',
  email: 'ali@example.com',
  phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷',
  password: 'secret1',
};

describe('signupSchema', () => {
  it('accepts a valid signup and normalises it', () => {
    expect(
      expectValid(signupSchema, {
        ...valid,
        educationLevel: 'HIGH_SCHOOL',
        studentId: '',
        organization: '  ',
      }),
    ).toEqual({
      ...valid,
      firstName: 'علی',
      phoneNumber: '09121234567',
      educationLevel: 'HIGH_SCHOOL',
      studentId: null,
      organization: null,
    });
  });

  it('accepts staff with a position', () => {
    expectValid(signupSchema, {
      ...valid,
      userType: 'STAFF',
      staffPosition: 'FIELD_WORKER',
      organization: 'خیریه',
    });
  });

  it('requires a self-registerable user type', () => {
    expectError(signupSchema, { ...valid, userType: '' }, 'userType', 'لطفاً نوع کاربر را انتخاب کنید');
    expectError(signupSchema, { ...valid, userType: undefined }, 'userType', 'لطفاً نوع کاربر را انتخاب کنید');
    expectError(
      signupSchema,
      { ...valid, userType: 'ADMIN' },
      'userType',
      'ثبت‌نام با نوع کاربری «مدیر» امکان‌پذیر نیست',
    );
  });

  it('gives the name messages', () => {
    expectError(signupSchema, { ...valid, firstName: '' }, 'firstName', 'نام الزامی است');
    expectError(signupSchema, { ...valid, firstName: 'ع' }, 'firstName', 'نام باید حداقل ۲ کاراکتر باشد');
    expectError(signupSchema, { ...valid, lastName: ' ' }, 'lastName', 'نام خانوادگی الزامی است');
    expectError(
      signupSchema,
      { ...valid, lastName: 'ر' },
      'lastName',
      'نام خانوادگی باید حداقل ۲ کاراکتر باشد',
    );
  });

  it('gives the email messages', () => {
    expectError(signupSchema, { ...valid, email: '' }, 'email', 'ایمیل الزامی است');
    expectError(signupSchema, { ...valid, email: 'ali@' }, 'email', 'فرمت ایمیل نادرست است');
  });

  it('gives the phone and password messages', () => {
    expectError(signupSchema, { ...valid, phoneNumber: '' }, 'phoneNumber', 'شماره موبایل الزامی است');
    expectError(
      signupSchema,
      { ...valid, phoneNumber: '123' },
      'phoneNumber',
      'فرمت شماره موبایل نادرست است',
    );
    expectError(signupSchema, { ...valid, password: '' }, 'password', 'رمز عبور الزامی است');
    expectError(
      signupSchema,
      { ...valid, password: '12345' },
      'password',
      'رمز عبور باید حداقل ۶ کاراکتر باشد',
    );
    expectError(
      signupSchema,
      { ...valid, password: 'x'.repeat(129) },
      'password',
      'رمز عبور نباید بیشتر از ۱۲۸ کاراکتر باشد',
    );
  });

  it('checks the optional enums', () => {
    expectError(
      signupSchema,
      { ...valid, educationLevel: 'PHD' },
      'educationLevel',
      'مقطع تحصیلی انتخاب‌شده نامعتبر است',
    );
    expectError(
      signupSchema,
      { ...valid, staffPosition: 'CEO' },
      'staffPosition',
      'سمت انتخاب‌شده نامعتبر است',
    );
    expect(errorsOf(signupSchema, { ...valid, staffPosition: '' })).toEqual({});
  });

  it('gives a Persian message for a non-object input', () => {
    expect(errorsOf(signupSchema, null)).toEqual({ root: 'مقدار واردشده نامعتبر است' });
  });
});
