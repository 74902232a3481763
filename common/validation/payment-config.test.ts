import { describe, expect, it } from 'vitest';
import { parsePaymentConfig, paymentConfigMessages } from './payment-config';

describe('parsePaymentConfig', () => {
  it('reads blank as an empty config and keeps text values, trimmed', () => {
    expect(parsePaymentConfig('ZARINPAL', '')).toEqual({ ok: true, config: {} });
    expect(
      parsePaymentConfig('CARD_TO_CARD', '{"cardNumber":"6037-9975-1234-5678","accountName":" خیریه "}'),
    ).toEqual({
      ok: true,
      config: { cardNumber: '6037-9975-1234-5678', accountName: 'خیریه' },
    });
    expect(parsePaymentConfig('BANK_TRANSFER', '{"iban":"IR۸۲۰۱۷۰۰۰۰۰۰۰۱۲۳۴۵۶۷۸۹۰۱۲"}').ok).toBe(true);
  });

  it.each([
    ['ZARINPAL', '[1]', paymentConfigMessages.notObject],
    ['ZARINPAL', '{"merchantId":{"x":1}}', paymentConfigMessages.notObject],
    ['ZARINPAL', 'not json', paymentConfigMessages.notObject],
    ['ZARINPAL', '{"merchantId":"abc"}', paymentConfigMessages.merchantId],
    ['CARD_TO_CARD', '{"cardNumber":"1234"}', paymentConfigMessages.cardNumber],
    ['BANK_TRANSFER', '{"iban":"DE89370400440532013000"}', paymentConfigMessages.iban],
  ] as const)('refuses %s %s', (provider, json, message) => {
    expect(parsePaymentConfig(provider, json)).toEqual({ ok: false, message });
  });
});
