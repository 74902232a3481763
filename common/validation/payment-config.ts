// Provider settings of a payment method (spec doc 3 §3): ZARINPAL {merchantId}, CARD_TO_CARD {cardNumber,
// accountName}, BANK_TRANSFER {iban, accountName, bankName}. Each key is optional; a given one must look right.
import { toLatinDigits } from '../digits';
import type { PaymentProvider } from '../enums';

export const paymentConfigMessages = {
  notObject: 'تنظیمات درگاه باید یک شیء JSON با مقدارهای متنی باشد',
  merchantId: 'شناسه پذیرنده زرین‌پال باید یک UUID معتبر ۳۶ نویسه‌ای باشد',
  cardNumber: 'شماره کارت باید ۱۶ رقم باشد',
  cardChecksum: 'شماره کارت معتبر نیست؛ رقم‌ها را دوباره بررسی کنید',
  iban: 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد',
  ibanChecksum: 'شماره شبا معتبر نیست؛ رقم‌ها را دوباره بررسی کنید',
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
  /** `field`: the config key the message is about, when it is about one. */
  | { ok: false; message: string; field?: string };

/** The Luhn check digit test every bank card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The ISO 13616 (mod 97) check of an IBAN such as IR062960000000000100317201. */
export function passesIbanChecksum(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.toUpperCase();
  let remainder = 0;
  for (const char of moved) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) return false;
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

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
  return problem ? { ok: false, ...problem } : { ok: true, config: normalised(provider, config) };
}

/** Card numbers and IBANs stored as plain Latin digits (the public side formats them). */
function normalised(provider: PaymentProvider, config: Record<string, string>): Record<string, string> {
  const next = { ...config };
  if (provider === 'CARD_TO_CARD' && next.cardNumber) next.cardNumber = digitsOf(next.cardNumber);
  if (provider === 'BANK_TRANSFER' && next.iban) next.iban = digitsOf(next.iban).toUpperCase();
  return next;
}

function configProblem(
  provider: PaymentProvider,
  config: Record<string, string>,
): { message: string; field: string } | null {
  if (provider === 'ZARINPAL' && config.merchantId !== undefined && !UUID.test(config.merchantId)) {
    return { message: paymentConfigMessages.merchantId, field: 'merchantId' };
  }
  if (provider === 'CARD_TO_CARD' && config.cardNumber !== undefined) {
    const digits = digitsOf(config.cardNumber);
    if (!/^\d{16}$/.test(digits)) return { message: paymentConfigMessages.cardNumber, field: 'cardNumber' };
    if (!passesLuhn(digits)) return { message: paymentConfigMessages.cardChecksum, field: 'cardNumber' };
  }
  if (provider === 'BANK_TRANSFER' && config.iban !== undefined) {
    const iban = digitsOf(config.iban);
    if (!/^IR\d{24}$/i.test(iban)) return { message: paymentConfigMessages.iban, field: 'iban' };
    if (!passesIbanChecksum(iban)) return { message: paymentConfigMessages.ibanChecksum, field: 'iban' };
  }
  return null;
}
