import { describe, expect, it } from 'vitest';
import { parsePaymentConfig, paymentConfigMessages } from './payment-config';

describe('parsePaymentConfig', () => {
  it('reads blank as an empty config and keeps text values, trimmed', () => {
    expect(parsePaymentConfig('ZARINPAL', '')).toEqual({ ok: true, config: {} });
    expect(
      parsePaymentConfig('CARD_TO_CARD', '{"cardNumber":"۶۰۳۷-۹۹۷۵-۱۲۳۴-۵۶۷۰","accountName":" خیریه "}'),
    ).toEqual({
      ok: true,
      config: { cardNumber: '6037997512345670', accountName: 'خیریه' },
    });
    expect(parsePaymentConfig('BANK_TRANSFER', '{"iban":"ir۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲"}')).toEqual({
      ok: true,
      config: { iban: 'IR050170000000123456789012' },
    });
  });

  it.each([
    ['ZARINPAL', '[1]', paymentConfigMessages.notObject],
    ['ZARINPAL', '{"merchantId":{"x":1}}', paymentConfigMessages.notObject],
    ['ZARINPAL', 'not json', paymentConfigMessages.notObject],
  ] as const)('refuses %s %s', (provider, json, message) => {
    expect(parsePaymentConfig(provider, json)).toEqual({ ok: false, message });
  });

  it.each([
    ['ZARINPAL', '{"merchantId":"abc"}', paymentConfigMessages.merchantId, 'merchantId'],
    ['CARD_TO_CARD', '{"cardNumber":"1234"}', paymentConfigMessages.cardNumber, 'cardNumber'],
    ['CARD_TO_CARD', '{"cardNumber":"6037997512345678"}', paymentConfigMessages.cardChecksum, 'cardNumber'],
    ['BANK_TRANSFER', '{"iban":"DE89370400440532013000"}', paymentConfigMessages.iban, 'iban'],
    ['BANK_TRANSFER', '{"iban":"IR062960000000000100317201"}', paymentConfigMessages.ibanChecksum, 'iban'],
  ] as const)('refuses %s %s on its field', (provider, json, message, field) => {
    expect(parsePaymentConfig(provider, json)).toEqual({ ok: false, message, field });
  });
});
