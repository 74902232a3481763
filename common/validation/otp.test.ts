import { describe, expect, it } from 'vitest';
import { loginOtpSchema, sendOtpSchema, signupOtpSchema, verifyOtpSchema } from './otp';
import { expectError, expectValid } from './test-helpers';

describe('otp schemas', () => {
  it('accept six digits, also Persian ones', () => {
    expect(expectValid(loginOtpSchema, { otpCode: '123456' })).toEqual({ otpCode: '123456' });
    expect(expectValid(signupOtpSchema, { otpCode: '۱۲۳ ۴۵۶' })).toEqual({ otpCode: '123456' });
  });

  it('give the login messages', () => {
    expectError(loginOtpSchema, { otpCode: '' }, 'otpCode', 'کد تایید الزامی است');
    expectError(loginOtpSchema, {}, 'otpCode', 'کد تایید الزامی است');
    expectError(loginOtpSchema, { otpCode: '12345' }, 'otpCode', 'کد تایید باید شش رقم باشد');
    expectError(loginOtpSchema, { otpCode: '1234567' }, 'otpCode', 'کد تایید باید شش رقم باشد');
    expectError(loginOtpSchema, { otpCode: '12a456' }, 'otpCode', 'کد تایید باید شش رقم باشد');
  });

  it('give the signup variant of the length message', () => {
    expectError(signupOtpSchema, { otpCode: '' }, 'otpCode', 'کد تایید الزامی است');
    expectError(signupOtpSchema, { otpCode: '123' }, 'otpCode', 'کد تایید باید ۶ رقم باشد');
  });

  it('validate the verify and send calls', () => {
    expect(
      expectValid(verifyOtpSchema, { phoneNumber: '9121234567', otpCode: '۱۲۳۴۵۶', type: 'SIGNUP' }),
    ).toEqual({
      phoneNumber: '09121234567',
      otpCode: '123456',
      type: 'SIGNUP',
    });
    expectError(
      verifyOtpSchema,
      { phoneNumber: '09121234567', otpCode: '123456', type: 'X' },
      'type',
      'مقدار واردشده نامعتبر است',
    );
    expectValid(sendOtpSchema, { phoneNumber: '09121234567', type: 'LOGIN' });
    expectError(sendOtpSchema, { phoneNumber: '', type: 'LOGIN' }, 'phoneNumber', 'شماره موبایل الزامی است');
  });
});
