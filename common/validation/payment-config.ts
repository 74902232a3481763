// Provider settings of a payment method (spec doc 3 §3): ZARINPAL {merchantId}, CARD_TO_CARD {cardNumber,
// accountName}, BANK_TRANSFER {iban, accountName, bankName}. Each key is optional; a given one must look right.
import { toLatinDigits } from '../digits';
import type { PaymentProvider } from '../enums';

export const paymentConfigMessages = {
  notObject: 'تنظیمات درگاه باید یک شیء JSON با مقدارهای متنی باشد',
  merchantId: 'شناسه پذیرنده زرین‌پال باید یک UUID معتبر ۳۶ نویسه‌ای باشد',
  cardNumber: 'شماره کارت باید ۱۶ رقم باشد',
  iban: 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد',
} as const;

export const PAYMENT_CONFIG_KEYS: Record<PaymentProvider, readonly string[]> = {
  ZARINPAL: ['merchantId'],
  CARD_TO_CARD: ['cardNumber', 'accountName'],
  BANK_TRANSFER: ['iban', 'accountName', 'bankName'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const digitsOf = (s: string) => toLatinDigits(s).replace(/[\s-]/g, '');

export type PaymentConfigResult =
  | { ok: true; config: Record<string, string> }
  | { ok: false; message: string };

/**
 * Reads configJson text for `provider`: blank → {}; otherwise a JSON object whose values are text (numbers
 * become text). Known keys are checked and trimmed; unknown keys are kept as they are.
 */
export function parsePaymentConfig(
  provider: PaymentProvider,
  configJson: string | null | undefined,
): PaymentConfigResult {
  if (configJson == null || configJson.trim() === '') return { ok: true, config: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(configJson);
  } catch {
    return { ok: false, message: paymentConfigMessages.notObject };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, message: paymentConfigMessages.notObject };
  }
  const config: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' && typeof value !== 'number')
      return { ok: false, message: paymentConfigMessages.notObject };
    const text = String(value).trim();
    if (text !== '') config[key] = text;
  }
  const problem = configProblem(provider, config);
  return problem ? { ok: false, message: problem } : { ok: true, config };
}

function configProblem(provider: PaymentProvider, config: Record<string, string>): string | null {
  if (provider === 'ZARINPAL' && config.merchantId !== undefined && !UUID.test(config.merchantId)) {
    return paymentConfigMessages.merchantId;
  }
  if (
    provider === 'CARD_TO_CARD' &&
    config.cardNumber !== undefined &&
    !/^\d{16}$/.test(digitsOf(config.cardNumber))
  ) {
    return paymentConfigMessages.cardNumber;
  }
  if (
    provider === 'BANK_TRANSFER' &&
    config.iban !== undefined &&
    !/^IR\d{24}$/i.test(digitsOf(config.iban))
  ) {
    return paymentConfigMessages.iban;
  }
  return null;
}
