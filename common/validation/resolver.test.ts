// The schemas plug into react-hook-form through @hookform/resolvers/valibot.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type GuestDonationInput, guestDonationSchema } from './donation';
import { type LoginInput, type LoginOutput, loginSchema } from './login';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

function messagesOf(errors: FieldErrors): Record<string, unknown> {
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error?.message]));
}

describe('valibotResolver', () => {
  it('returns the parsed output for valid login input', async () => {
    const resolver = valibotResolver<LoginInput, unknown, LoginOutput>(loginSchema);
    const values: LoginInput = { phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷', password: '', useOtp: true };
    const result = await resolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ phoneNumber: '09121234567', password: '', useOtp: true });
  });

  it('returns the Persian message per field', async () => {
    const resolver = valibotResolver(loginSchema);
    const result = await resolver({ phoneNumber: '', password: '123', useOtp: false }, undefined, options);
    expect(messagesOf(result.errors)).toEqual({
      phoneNumber: 'شماره موبایل الزامی است',
      password: 'رمز عبور باید حداقل ۶ کاراکتر باشد',
    });
  });

  it('attaches cross-field messages to their field', async () => {
    const resolver = valibotResolver(guestDonationSchema);
    const values: GuestDonationInput = { amount: '', paymentMethod: 'zarinpal', isAnonymous: false };
    const result = await resolver(values, undefined, options);
    expect(messagesOf(result.errors)).toEqual({
      amount: 'حداقل مبلغ کمک ۱۰۰۰ تومان است',
      donorName: 'نام و نام خانوادگی الزامی است',
      donorEmail: 'ایمیل الزامی است',
    });
  });
});
