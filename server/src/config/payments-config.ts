import { ConfigError, type Env, readBool, readInt, readOptionalString, readUrl } from './settings';

/** Path under which the built-in stand-in gateway is mounted (it speaks ZarinPal v4). */
export const STAND_IN_PREFIX = '/stand-in/zarinpal';
/** A fixed, obviously fake merchant id for development and tests. */
export const TEST_MERCHANT_ID = '00000000-0000-4000-8000-000000000000';
export const ZARINPAL_PRODUCTION_URL = 'https://payment.zarinpal.com';
export const ZARINPAL_SANDBOX_URL = 'https://sandbox.zarinpal.com';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ZarinpalSettings {
  /** The gateway's address: `${baseUrl}/pg/v4/payment/request.json`, `${baseUrl}/pg/StartPay/{authority}`. */
  baseUrl: string;
  /** Used unless the payment method's own config names a merchant id. */
  merchantId: string;
  /** Mount the stand-in gateway at STAND_IN_PREFIX (never in production). */
  standIn: boolean;
}

export interface ReconcileSettings {
  /** How often the job looks for online donations whose callback never came; 0 turns it off. */
  intervalSeconds: number;
  /** Only attempts older than this are re-verified (the donor may still be on the gateway's page). */
  afterMinutes: number;
}

export interface PaymentSettings {
  zarinpal: ZarinpalSettings;
  reconcile: ReconcileSettings;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function readMerchantId(env: Env, isProduction: boolean): string {
  const value = readOptionalString(env, 'ZARINPAL_MERCHANT_ID');
  if (value === undefined) {
    if (isProduction) throw new ConfigError('ZARINPAL_MERCHANT_ID', 'required when NODE_ENV=production');
    return TEST_MERCHANT_ID;
  }
  if (!isUuid(value)) throw new ConfigError('ZARINPAL_MERCHANT_ID', 'expected a 36-character UUID');
  if (isProduction && value === TEST_MERCHANT_ID) {
    throw new ConfigError('ZARINPAL_MERCHANT_ID', 'the test merchant id cannot be used in production');
  }
  return value;
}

/** The ZarinPal and reconciliation settings; each failure names its setting. */
export function readPaymentSettings(env: Env, isProduction: boolean, publicUrl: string): PaymentSettings {
  const standIn = readBool(env, 'ZARINPAL_STAND_IN', !isProduction);
  if (isProduction && standIn) {
    throw new ConfigError(
      'ZARINPAL_STAND_IN',
      'the stand-in gateway is never mounted when NODE_ENV=production',
    );
  }
  const defaultBase = isProduction
    ? ZARINPAL_PRODUCTION_URL
    : standIn
      ? `${publicUrl}${STAND_IN_PREFIX}`
      : ZARINPAL_SANDBOX_URL;
  return {
    zarinpal: {
      baseUrl: readUrl(env, 'ZARINPAL_BASE_URL', defaultBase) as string,
      merchantId: readMerchantId(env, isProduction),
      standIn,
    },
    reconcile: {
      intervalSeconds: readInt(env, 'RECONCILE_INTERVAL_SECONDS', 60, 0, 86_400),
      afterMinutes: readInt(env, 'RECONCILE_AFTER_MINUTES', 5, 1, 1440),
    },
  };
}
