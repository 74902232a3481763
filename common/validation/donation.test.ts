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

  it('gives the minimum amount message for missing or small amounts', () => {
    for (const amount of [999, 0, -5, '', null, undefined, Number.NaN]) {
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

  it('gives the invalid-number message for text that is not a number, such as 1e9 (issue 9, item 15)', () => {
    for (const amount of ['abc', '1e9', '1E9', '0x3e8', '۱e۹', 'Infinity', '12-34']) {
      expectError(memberDonationSchema, { ...member, amount }, 'amount', 'لطفاً یک عدد معتبر وارد کنید');
    }
  });

  it('accepts at most one billion toman and says so in Persian', () => {
    expect(expectValid(memberDonationSchema, { ...member, amount: 1_000_000_000 }).amount).toBe(
      1_000_000_000,
    );
    expect(expectValid(memberDonationSchema, { ...member, amount: '۱٬۰۰۰٬۰۰۰٬۰۰۰' }).amount).toBe(
      1_000_000_000,
    );
    for (const amount of [1_000_000_001, 900_719_925_474_099, '900,719,925,474,099']) {
      expectError(
        memberDonationSchema,
        { ...member, amount },
        'amount',
        'حداکثر مبلغ کمک ۱ میلیارد تومان است',
      );
    }
    expectError(
      guestDonationSchema,
      { ...guest, amount: 2_000_000_000 },
      'amount',
      'حداکثر مبلغ کمک ۱ میلیارد تومان است',
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
