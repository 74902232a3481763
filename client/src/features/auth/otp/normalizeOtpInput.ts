import { OTP_LENGTH } from '@common/constants';
import { toLatinDigits } from '@common/digits';

/** What the code field keeps of a keystroke or a paste: Latin digits only (Persian ones converted), at most six. */
export function normalizeOtpInput(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '').slice(0, OTP_LENGTH);
}
