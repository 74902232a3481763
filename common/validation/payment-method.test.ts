import { describe, expect, it } from 'vitest';
import { paymentMethodSchema } from './payment-method';
import { expectError, expectValid } from './test-helpers';

describe('paymentMethodSchema', () => {
  it('accepts a method and fills the defaults', () => {
    expect(expectValid(paymentMethodSchema, { displayNameFa: 'زرین‌پال' })).toEqual({
      displayNameFa: 'زرین‌پال',
      usageScope: 'BOTH',
      provider: 'ZARINPAL',
      sortOrder: 0,
      isActive: true,
    });
    expect(
      expectValid(paymentMethodSchema, {
        code: 'card_1',
        displayNameFa: 'کارت به کارت',
        provider: 'CARD_TO_CARD',
        usageScope: 'COURSE',
        configJson: '{"cardNumber":"6037990000000000","accountName":"خیریه"}',
        sortOrder: '۲',
      }),
    ).toMatchObject({ code: 'card_1', provider: 'CARD_TO_CARD', usageScope: 'COURSE', sortOrder: 2 });
  });

  it('falls back to 0 for an unreadable sort order', () => {
    expect(expectValid(paymentMethodSchema, { displayNameFa: 'الف', sortOrder: 'abc' }).sortOrder).toBe(0);
    expect(expectValid(paymentMethodSchema, { displayNameFa: 'الف', sortOrder: true }).sortOrder).toBe(0);
    expect(expectValid(paymentMethodSchema, { displayNameFa: 'الف', sortOrder: null }).sortOrder).toBe(0);
  });

  it.each<[unknown, string]>([
    [-1, 'ترتیب نمایش نمی‌تواند منفی باشد'],
    [1.5, 'ترتیب نمایش باید عددی صحیح و بدون اعشار باشد'],
    [999_999_999_999, 'ترتیب نمایش نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ باشد'],
  ])('refuses the readable sort order %j with its reason', (sortOrder, message) => {
    expectError(paymentMethodSchema, { displayNameFa: 'الف', sortOrder }, 'sortOrder', message);
  });

  it('gives the messages', () => {
    expectError(
      paymentMethodSchema,
      { displayNameFa: '' },
      'displayNameFa',
      'نام فارسی روش پرداخت الزامی است',
    );
    expectError(
      paymentMethodSchema,
      { displayNameFa: 'الف', configJson: '{bad' },
      'configJson',
      'تنظیمات درگاه باید JSON معتبر باشد',
    );
    expectError(
      paymentMethodSchema,
      { displayNameFa: 'الف', code: 'Bad Code' },
      'code',
      'کد فقط می‌تواند شامل حروف کوچک انگلیسی، عدد و خط زیر باشد',
    );
    expectError(
      paymentMethodSchema,
      { displayNameFa: 'الف', provider: 'PAYPAL' },
      'provider',
      'مقدار واردشده نامعتبر است',
    );
  });
});
