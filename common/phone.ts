// Iranian mobile numbers: normalised to the national form 09XXXXXXXXX.
import { toLatinDigits } from './digits';

/** A normalised Iranian mobile number: 09 followed by 9 digits. */
export const MOBILE_PATTERN = /^09\d{9}$/;

/** Spaces, dashes, dots, brackets and invisible direction/joiner marks people paste into numbers. */
const SEPARATORS = /[\s\-–—_.()[\]\u200B-\u200F\u202A-\u202E\u2066-\u2069\u00A0]/g;

/**
 * Normalises a mobile number to '09XXXXXXXXX': accepts Persian/Arabic digits, spaces, dashes, the prefixes
 * +98, 0098 and 98, and a missing leading 0 ('9121234567'). When the input cannot be read as an Iranian
 * mobile number, the cleaned input (Latin digits, separators removed) is returned unchanged otherwise.
 */
export function normalizePhone(input: string): string {
  const cleaned = toLatinDigits(input).replace(SEPARATORS, '');
  const national = /^(?:\+98|0098|98)(9\d{9})$/.exec(cleaned) ?? /^0?(9\d{9})$/.exec(cleaned);
  return national ? `0${national[1]}` : cleaned;
}

/** True when the input, once normalised, is an Iranian mobile number (09 followed by 9 digits). */
export function isValidMobile(input: string): boolean {
  return MOBILE_PATTERN.test(normalizePhone(input));
}
