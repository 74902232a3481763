import { describe, expect } from 'vitest';
import { paymentMethods } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';

it.beforeAll(async ({ app }) => {
  await app.db.insert(paymentMethods).values([
    {
      code: 'zarinpal',
      displayNameFa: 'پرداخت آنلاین',
      provider: 'ZARINPAL',
      usageScope: 'BOTH',
      sortOrder: 2,
      config: { merchantId: '00000000-0000-0000-0000-000000000000' },
    },
    {
      code: 'card',
      displayNameFa: 'کارت به کارت',
      displayNameEn: 'Card to card',
      provider: 'CARD_TO_CARD',
      usageScope: 'COURSE',
      sortOrder: 1,
      icon: 'credit-card',
      config: { cardNumber: '6037991234567890', accountName: 'انجمن نور دانش', secret: 'x' },
    },
    {
      code: 'bank',
      displayNameFa: 'واریز بانکی',
      provider: 'BANK_TRANSFER',
      usageScope: 'PROGRAM',
      sortOrder: 0,
      config: { iban: 'IR000000000000000000000000', bankName: 'ملی', accountName: 'انجمن' },
    },
    { code: 'off', displayNameFa: 'غیرفعال', usageScope: 'BOTH', sortOrder: 0, isActive: false },
  ]);
});

describe('public payment methods', () => {
  it('lists active course methods (COURSE or BOTH) in sort order with only the public settings', async ({
    app,
  }) => {
    const response = await app.rest('GET', '/api/public/payment-methods/courses/active');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((m: { code: string }) => m.code)).toEqual(['card', 'zarinpal']);
    expect(data[0]).toMatchObject({
      displayNameFa: 'کارت به کارت',
      displayNameEn: 'Card to card',
      icon: 'credit-card',
      provider: 'CARD_TO_CARD',
      usageScope: 'COURSE',
      sortOrder: 1,
      config: { cardNumber: '6037991234567890', accountName: 'انجمن نور دانش', iban: null, bankName: null },
    });
    expect(response.body).not.toContain('merchantId');
    expect(response.body).not.toContain('00000000-0000');
    expect(response.body).not.toContain('secret');
  });

  it('lists active program methods (PROGRAM or BOTH)', async ({ app }) => {
    const response = await app.rest('GET', '/api/public/payment-methods/programs/active');
    const { data } = response.json();
    expect(data.map((m: { code: string }) => m.code)).toEqual(['bank', 'zarinpal']);
    expect(data[0].config).toEqual({
      cardNumber: null,
      accountName: 'انجمن',
      iban: 'IR000000000000000000000000',
      bankName: 'ملی',
    });
  });

  it('GraphQL offers no field that could carry the merchant id', async ({ app }) => {
    const answer = await app.gql('{ activePaymentMethods(usage: COURSE) { code config { merchantId } } }');
    expect(answer.errors?.[0].message).toMatch(/merchantId/);
    const ok = await app.gql(
      graphql(`query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }`),
    );
    expect(ok.data?.activePaymentMethods.map((m) => m.code)).toEqual(['zarinpal']);
  });
});
