// Donation dialog (spec doc 2 §5). The amount is entered in toman (whole, at least 1000); the server stores
// rial (common/money tomanToRial). A guest who is not anonymous must give a name and an e-mail; signed-in
// donors give neither (the server takes them from the account): use memberDonationSchema for them.
import * as v from 'valibot';
import { DONATION_MESSAGE_MAX_LENGTH, MAX_DONATION_TOMAN, MIN_DONATION_TOMAN } from '../constants';
import {
  emailField,
  formObject,
  numberField,
  optionalEmailField,
  optionalText,
  requiredText,
} from './fields';
import { maxLengthMessage, messages } from './messages';

// Blank → the minimum message (spec); text that is not a number (e.g. '1e9') → the invalid-number message.
const amountToman = v.pipe(
  numberField(messages.donationAmountMin, messages.invalidNumber),
  v.minValue(MIN_DONATION_TOMAN, messages.donationAmountMin),
  v.integer(messages.donationAmountInteger),
  // Beyond any representable rial amount the number itself is unusable; below that, the donation maximum.
  v.maxValue(Number.MAX_SAFE_INTEGER / 10, messages.invalidNumber),
  v.maxValue(MAX_DONATION_TOMAN, messages.donationAmountMax),
);

const commonEntries = {
  /** In toman. */
  amount: amountToman,
  message: optionalText(DONATION_MESSAGE_MAX_LENGTH, messages.donationMessageMax),
  isAnonymous: v.optional(v.boolean(messages.invalidValue), false),
  /** A payment method code. */
  paymentMethod: requiredText(messages.paymentMethodRequired),
};

/** A signed-in donor. */
export const memberDonationSchema = formObject(commonEntries);
export type MemberDonationInput = v.InferInput<typeof memberDonationSchema>;
export type MemberDonationOutput = v.InferOutput<typeof memberDonationSchema>;

/**
 * A guest donor: name and e-mail required unless anonymous. A variant on isAnonymous (not a pipe-level
 * check) so that react-hook-form shows the amount and the guest fields' messages at once.
 */
export const guestDonationSchema = v.variant(
  'isAnonymous',
  [
    formObject({
      ...commonEntries,
      isAnonymous: v.literal(true),
      donorName: optionalText(100),
      donorEmail: optionalEmailField(messages.emailFormatAlt),
    }),
    formObject({
      ...commonEntries,
      isAnonymous: v.optional(v.literal(false), false),
      donorName: v.pipe(requiredText(messages.fullNameRequired), v.maxLength(100, maxLengthMessage(100))),
      donorEmail: emailField(messages.emailRequired, messages.emailFormatAlt),
    }),
  ],
  messages.invalidValue,
);
export type GuestDonationInput = v.InferInput<typeof guestDonationSchema>;
export type GuestDonationOutput = v.InferOutput<typeof guestDonationSchema>;

/** The schema for the current viewer: guests give name and e-mail, members do not. */
export function donationSchemaFor(isGuest: boolean) {
  return isGuest ? guestDonationSchema : memberDonationSchema;
}
