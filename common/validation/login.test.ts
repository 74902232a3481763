import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { expectError, expectValid } from './test-helpers';

describe('loginSchema', () => {
  it('accepts code mode without a password and normalises the phone', () => {
    expect(expectValid(loginSchema, { phoneNumber: '۰۹۱۲ ۱۲۳ ۴۵۶۷', useOtp: true })).toEqual({
      phoneNumber: '09121234567',
      password: '',
      useOtp: true,
    });
    expect(expectValid(loginSchema, { phoneNumber: '+989121234567' }).useOtp).toBe(true);
  });

  it('accepts password mode with a password', () => {
    expect(
      expectValid(loginSchema, { phoneNumber: '09121234567', password: 'secret1', useOtp: false }),
    ).toEqual({
      phoneNumber: '09121234567',
      password: 'secret1',
      useOtp: false,
    });
  });

  it('gives the phone messages', () => {
    expectError(loginSchema, { phoneNumber: '', useOtp: true }, 'phoneNumber', 'شماره موبایل الزامی است');
    expectError(loginSchema, { useOtp: true }, 'phoneNumber', 'شماره موبایل الزامی است');
    expectError(loginSchema, { phoneNumber: '   ', useOtp: true }, 'phoneNumber', 'شماره موبایل الزامی است');
    expectError(
      loginSchema,
      { phoneNumber: '0912123', useOtp: true },
      'phoneNumber',
      'فرمت شماره موبایل نادرست است',
    );
    expectError(
      loginSchema,
      { phoneNumber: '02188887777', useOtp: true },
      'phoneNumber',
      'فرمت شماره موبایل نادرست است',
    );
  });

  it('requires the password only in password mode', () => {
    expectError(
      loginSchema,
      { phoneNumber: '09121234567', password: '', useOtp: false },
      'password',
      'رمز عبور الزامی است',
    );
    expectError(
      loginSchema,
      { phoneNumber: '09121234567', useOtp: false },
      'password',
      'رمز عبور الزامی است',
    );
    expectError(
      loginSchema,
      { phoneNumber: '09121234567', password: '12345', useOtp: false },
      'password',
      'رمز عبور باید حداقل ۶ کاراکتر باشد',
    );
    expectValid(loginSchema, { phoneNumber: '09121234567', password: '12', useOtp: true });
  });

  it('reports phone and password together', () => {
    expectError(
      loginSchema,
      { phoneNumber: '', password: '', useOtp: false },
      'password',
      'رمز عبور الزامی است',
    );
  });
});
