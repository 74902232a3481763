// Payment method form (spec doc 3 §3, §5, §7.8). The code is generated on create and never edited.
import * as v from 'valibot';
import { PAYMENT_PROVIDERS, PAYMENT_USAGE_SCOPES, PaymentProvider, PaymentUsageScope } from '../enums';
import { formObject, optionalJsonText, optionalText, parseNumberInput, requiredText } from './fields';
import { maxLengthMessage, messages } from './messages';
import { displayOrderRule, numberWithDefault } from './numbers';

/**
 * The spec's payment-method order falls back to 0 when it cannot be read as a number ('abc', true); a
 * readable one is checked (a negative, a decimal or a huge one is refused).
 */
export function unreadableAsZero(value: unknown): unknown {
  return Number.isNaN(parseNumberInput(value)) ? 0 : value;
}

export const paymentMethodSchema = formObject({
  /** Only on create, and optional there (the server derives one from the English name if absent). */
  code: v.pipe(
    optionalText(50),
    v.check((s) => s == null || /^[a-z0-9_]+$/.test(s), messages.paymentCodeFormat),
  ),
  displayNameFa: v.pipe(
    requiredText(messages.paymentDisplayNameFaRequired),
    v.maxLength(100, maxLengthMessage(100)),
  ),
  displayNameEn: optionalText(100),
  description: optionalText(1000),
  /** An icon class or an image address. */
  icon: optionalText(2048),
  usageScope: v.optional(v.picklist(PAYMENT_USAGE_SCOPES, messages.invalidValue), PaymentUsageScope.BOTH),
  provider: v.optional(v.picklist(PAYMENT_PROVIDERS, messages.invalidValue), PaymentProvider.ZARINPAL),
  /** Provider settings as JSON text: ZARINPAL {merchantId}, CARD_TO_CARD {cardNumber, accountName},
   * BANK_TRANSFER {iban, accountName, bankName}. */
  configJson: optionalJsonText(messages.paymentConfigJsonInvalid),
  /** A whole number from 0; anything unreadable falls back to 0 (spec). */
  sortOrder: v.optional(
    v.pipe(v.unknown(), v.transform(unreadableAsZero), numberWithDefault(displayOrderRule, 0)),
    0,
  ),
  isActive: v.optional(v.boolean(messages.invalidValue), true),
});

export type PaymentMethodInput = v.InferInput<typeof paymentMethodSchema>;
export type PaymentMethodOutput = v.InferOutput<typeof paymentMethodSchema>;

/** The admin's form: the same fields, the provider settings as fields of their own (checked by the server). */
export const paymentMethodFormSchema = formObject({
  ...v.omit(paymentMethodSchema, ['code', 'configJson']).entries,
  config: formObject({
    merchantId: optionalText(100),
    cardNumber: optionalText(40),
    accountName: optionalText(200),
    iban: optionalText(40),
    bankName: optionalText(100),
  }),
});
export type PaymentMethodFormInput = v.InferInput<typeof paymentMethodFormSchema>;
