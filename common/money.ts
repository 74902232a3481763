// Money: amounts are stored in rial as integers and shown in toman (rial / 10) with Persian digits.
// Course prices are stored in rial too; the course API answers them in toman, and formatPrice shows such a toman price.
import { formatNumber } from './digits';

export const RIALS_PER_TOMAN = 10;
export const TOMAN_UNIT = 'تومان';
export const RIAL_UNIT = 'ریال';
/** Shown instead of a price of 0. */
export const FREE_LABEL = 'رایگان';

/**
 * A rial amount as the API sends a sum (the BigInt scalar): a number while it is a safe integer, its exact
 * decimal string beyond 2^53. Shown in toman it is rounded anyway, so a number is precise enough.
 */
export type RialAmount = number | string;

/** Rial → toman (may have one decimal when the rial amount is not a multiple of 10). */
export function rialToToman(rial: number): number {
  return rial / RIALS_PER_TOMAN;
}

/**
 * Toman → rial. Throws a RangeError unless `toman` is a non-negative safe integer
 * (money entered by people is always a whole number of toman).
 */
export function tomanToRial(toman: number): number {
  if (!Number.isSafeInteger(toman) || toman < 0) {
    throw new RangeError(`Toman amount must be a non-negative integer, got ${toman}`);
  }
  const rial = toman * RIALS_PER_TOMAN;
  if (!Number.isSafeInteger(rial)) throw new RangeError(`Toman amount is too large: ${toman}`);
  return rial;
}

/** Formats a whole toman amount: 12500 → '۱۲٬۵۰۰ تومان'. */
export function formatTomanAmount(toman: number): string {
  return `${formatNumber(toman, 0)} ${TOMAN_UNIT}`;
}

/** Formats a rial amount in toman, rounded to whole toman: 125000 → '۱۲٬۵۰۰ تومان'. */
export function formatToman(rial: RialAmount): string {
  return formatTomanAmount(rialToToman(Number(rial)));
}

/** Formats a rial amount in rial: 125000 → '۱۲۵٬۰۰۰ ریال'. */
export function formatRial(rial: number): string {
  return `${formatNumber(rial, 0)} ${RIAL_UNIT}`;
}

const SHORT_UNITS = [
  { size: 1_000_000_000, name: 'میلیارد' },
  { size: 1_000_000, name: 'میلیون' },
  { size: 1_000, name: 'هزار' },
] as const;

/**
 * Short form of a toman amount with at most one decimal ('٫'), '.0' dropped:
 * 2_500_000 → '۲٫۵ میلیون تومان', 12_000_000_000 → '۱۲ میلیارد تومان', 750 → '۷۵۰ تومان'.
 */
export function formatTomanAmountShort(toman: number): string {
  const abs = Math.abs(toman);
  for (let i = 0; i < SHORT_UNITS.length; i++) {
    const unit = SHORT_UNITS[i];
    if (abs < unit.size) continue;
    const scaled = Math.round((toman / unit.size) * 10) / 10;
    // 999_990 toman rounds to 1000 thousand: say it with the next larger unit instead.
    const larger = SHORT_UNITS[i - 1];
    if (larger && Math.abs(scaled) >= 1000) {
      return `${formatNumber(Math.round((toman / larger.size) * 10) / 10, 1)} ${larger.name} ${TOMAN_UNIT}`;
    }
    return `${formatNumber(scaled, 1)} ${unit.name} ${TOMAN_UNIT}`;
  }
  return formatTomanAmount(toman);
}

/** Short form of a rial amount in toman: 25_000_000 rial → '۲٫۵ میلیون تومان'. */
export function formatTomanShort(rial: RialAmount): string {
  return formatTomanAmountShort(rialToToman(Number(rial)));
}

/**
 * Formats a price given in toman (the course API answers course prices in toman):
 * 0 → 'رایگان', otherwise e.g. '۲۵۰٬۰۰۰ تومان'.
 */
export function formatPrice(toman: number): string {
  return toman === 0 ? FREE_LABEL : formatTomanAmount(toman);
}
