// A program's spending entry (issue 15, transparency): the date the money was spent (not after today, Tehran
// calendar), the amount in toman as typed (stored ×10 in rial), a required description and an optional receipt
// image uploaded to this site.
import * as v from 'valibot';
import { MAX_SPENDING_TOMAN, SPENDING_DESCRIPTION_MAX_LENGTH } from '../constants';
import { toTehranIsoDate } from '../date';
import { dateField, formObject, numberField, optionalText, parseDateInput, requiredText } from './fields';
import { isLink } from './link';
import { maxLengthMessage, messages } from './messages';

/** True when the date (as the picker sends it) falls on today or earlier on the Tehran calendar. */
export function isNotAfterToday(text: string, now: Date = new Date()): boolean {
  const date = parseDateInput(text);
  return date !== null && toTehranIsoDate(date) <= toTehranIsoDate(now);
}

/**
 * A receipt picture's address as the image upload answers it: a path under /uploads/ or the file store's
 * http(s) address. The server then requires it to be an image file the upload module stored.
 */
export const isUploadedImageAddress = (s: string): boolean =>
  isLink(s) && (!s.startsWith('/') || s.startsWith('/uploads/'));

export const spendingSchema = formObject({
  spentOn: v.pipe(
    dateField(messages.spendingDateRequired),
    v.check((s) => isNotAfterToday(s), messages.spendingDateFuture),
  ),
  /** In toman, a whole number. */
  amount: v.pipe(
    numberField(messages.spendingAmountRequired, messages.invalidNumber),
    v.integer(messages.spendingAmountMin),
    v.minValue(1, messages.spendingAmountMin),
    v.maxValue(MAX_SPENDING_TOMAN, messages.spendingAmountMax),
  ),
  description: v.pipe(
    requiredText(messages.spendingDescriptionRequired),
    v.maxLength(SPENDING_DESCRIPTION_MAX_LENGTH, maxLengthMessage(SPENDING_DESCRIPTION_MAX_LENGTH)),
  ),
  receiptImageUrl: v.pipe(
    optionalText(2048, messages.spendingReceiptAddress),
    v.check((s) => s == null || isUploadedImageAddress(s), messages.spendingReceiptAddress),
  ),
});

export type SpendingFormInput = v.InferInput<typeof spendingSchema>;
export type SpendingFormOutput = v.InferOutput<typeof spendingSchema>;
