import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { TEST_MERCHANT_ID } from './payments-config';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMS_PROVIDER: 'smsir',
  SMSIR_API_KEY: 'k',
  SMSIR_TEMPLATE_ID: '1',
};
const MERCHANT = '3f5c2d1e-8a9b-4c7d-9e0f-112233445566';

describe('payment settings', () => {
  it('default to the stand-in gateway and a test merchant outside production', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://shop.test:8080' });
    expect(config.zarinpal).toEqual({
      baseUrl: 'http://shop.test:8080/stand-in/zarinpal',
      merchantId: TEST_MERCHANT_ID,
      standIn: true,
    });
    expect(config.reconcile).toEqual({ intervalSeconds: 60, afterMinutes: 5 });
  });

  it('point at ZarinPal in production and need a real-looking merchant id there', () => {
    expect(loadConfig({ ...PRODUCTION, ZARINPAL_MERCHANT_ID: MERCHANT }).zarinpal).toEqual({
      baseUrl: 'https://payment.zarinpal.com',
      merchantId: MERCHANT,
      standIn: false,
    });
    expect(() => loadConfig(PRODUCTION)).toThrow(/^Invalid setting ZARINPAL_MERCHANT_ID: required/);
    expect(() => loadConfig({ ...PRODUCTION, ZARINPAL_MERCHANT_ID: TEST_MERCHANT_ID })).toThrow(
      /ZARINPAL_MERCHANT_ID: the test merchant id/,
    );
  });

  it('never mount the stand-in in production', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION, ZARINPAL_MERCHANT_ID: MERCHANT, ZARINPAL_STAND_IN: 'true' }),
    ).toThrow(/^Invalid setting ZARINPAL_STAND_IN/);
  });

  it('use the sandbox when the stand-in is off in development', () => {
    expect(loadConfig({ ZARINPAL_STAND_IN: 'false' }).zarinpal.baseUrl).toBe('https://sandbox.zarinpal.com');
  });

  it.each([
    ['ZARINPAL_MERCHANT_ID', 'not-a-uuid'],
    ['ZARINPAL_BASE_URL', 'nowhere'],
    ['ZARINPAL_STAND_IN', 'perhaps'],
    ['RECONCILE_INTERVAL_SECONDS', '-1'],
    ['RECONCILE_AFTER_MINUTES', '0'],
  ])('an invalid %s (%s) names the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}:`));
  });
});
