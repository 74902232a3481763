import { describe, expect, it } from 'vitest';
import { donationSchemaFor, guestDonationSchema, memberDonationSchema } from './donation';
import { errorsOf, expectError, expectValid } from './test-helpers';

const member = { amount: 50_000, paymentMethod: 'zarinpal' };
const guest = { ...member, donorName: 'سارا محمدی', donorEmail: 'sara@example.com' };

describe('memberDonationSchema', () => {
  it('accepts an amount in toman, also typed with Persian digits and separators', () => {
    expect(expectValid(memberDonationSchema, member)).toEqual({ ...member, isAnonymous: false });
    expect(expectValid(memberDonationSchema, { ...member, amount: '۲۵۰٬۰۰۰', message: ' ممنون ' })).toEqual({
      ...member,
      amount: 250_000,
      message: 'ممنون',
      isAnonymous: false,
    });
    expect(expectValid(memberDonationSchema, { ...member, amount: 1000 }).amount).toBe(1000);
  });

  it('gives the minimum amount message for missing, small or unreadable amounts', () => {
    for (const amount of [999, 0, -5, '', null, undefined, Number.NaN, 'abc']) {
      expectError(memberDonationSchema, { ...member, amount }, 'amount', 'حداقل مبلغ کمک ۱۰۰۰ تومان است');
    }
    expectError(memberDonationSchema, { paymentMethod: 'x' }, 'amount', 'حداقل مبلغ کمک ۱۰۰۰ تومان است');
    expectError(
      memberDonationSchema,
      { ...member, amount: 1500.5 },
      'amount',
      'مبلغ کمک باید به تومان و بدون اعشار باشد',
    );
  });

  it('limits the message to 500 characters', () => {
    expectValid(memberDonationSchema, { ...member, message: 'a'.repeat(500) });
    expectError(
      memberDonationSchema,
      { ...member, message: 'a'.repeat(501) },
      'message',
      'پیام نباید بیشتر از ۵۰۰ کاراکتر باشد',
    );
  });

  it('requires a payment method', () => {
    expectError(
      memberDonationSchema,
      { ...member, paymentMethod: '' },
      'paymentMethod',
      'لطفاً روش پرداخت را انتخاب کنید',
    );
  });
});

describe('guestDonationSchema', () => {
  it('accepts a named guest', () => {
    expect(expectValid(guestDonationSchema, guest)).toEqual({ ...guest, isAnonymous: false });
  });

  it('requires name and e-mail from a guest who is not anonymous', () => {
    expectError(
      guestDonationSchema,
      { ...guest, donorName: '' },
      'donorName',
      'نام و نام خانوادگی الزامی است',
    );
    expectError(guestDonationSchema, { ...guest, donorEmail: ' ' }, 'donorEmail', 'ایمیل الزامی است');
    expectError(guestDonationSchema, { ...guest, donorEmail: 'sara@' }, 'donorEmail', 'فرمت ایمیل صحیح نیست');
  });

  it('lets an anonymous guest leave name and e-mail out', () => {
    expect(errorsOf(guestDonationSchema, { ...member, isAnonymous: true })).toEqual({});
    expect(errorsOf(guestDonationSchema, { ...member, isAnonymous: true, donorEmail: 'bad' })).toEqual({
      donorEmail: 'فرمت ایمیل صحیح نیست',
    });
  });

  it('reports the amount and the guest fields together', () => {
    expect(errorsOf(guestDonationSchema, { amount: 10, paymentMethod: 'x' })).toEqual({
      amount: 'حداقل مبلغ کمک ۱۰۰۰ تومان است',
      donorName: 'نام و نام خانوادگی الزامی است',
      donorEmail: 'ایمیل الزامی است',
    });
  });

  it('picks the schema for the viewer', () => {
    expect(donationSchemaFor(true)).toBe(guestDonationSchema);
    expect(donationSchemaFor(false)).toBe(memberDonationSchema);
  });
});
