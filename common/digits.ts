// Digit conversion and number formatting for Persian text.
// One grouping style is used everywhere: the Persian thousands separator '٬' (U+066C) and the Persian
// decimal separator '٫' (U+066B), exactly what Intl.NumberFormat('fa-IR') produces.

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** The Persian thousands separator (U+066C). */
export const PERSIAN_THOUSANDS_SEPARATOR = '٬';
/** The Persian decimal separator (U+066B). */
export const PERSIAN_DECIMAL_SEPARATOR = '٫';
/** Minus sign as Intl.NumberFormat('fa-IR') writes it: left-to-right mark + U+2212. */
export const PERSIAN_MINUS_SIGN = '\u200E−';

/** Latin (0-9) and Arabic-Indic (٠-٩) digits → Persian digits (۰-۹). Other characters are kept. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9٠-٩]/g, (ch) => {
    const latin = ch.charCodeAt(0) - 48;
    const index = latin >= 0 && latin <= 9 ? latin : ARABIC_DIGITS.indexOf(ch);
    return PERSIAN_DIGITS[index];
  });
}

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits → Latin digits (0-9). Other characters are kept. */
export function toLatinDigits(s: string): string {
  return s.replace(/[۰-۹٠-٩]/g, (ch) => {
    const persian = PERSIAN_DIGITS.indexOf(ch);
    return String(persian >= 0 ? persian : ARABIC_DIGITS.indexOf(ch));
  });
}

const plainFormatters = new Map<number, Intl.NumberFormat>();

function plainFormatter(maximumFractionDigits: number): Intl.NumberFormat {
  let formatter = plainFormatters.get(maximumFractionDigits);
  if (!formatter) {
    // 'en-US' without grouping gives plain ASCII digits with Intl's decimal rounding, in every ICU build.
    formatter = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits });
    plainFormatters.set(maximumFractionDigits, formatter);
  }
  return formatter;
}

/**
 * Formats a number with Persian digits, '٬' between thousands and '٫' before decimals, rounding to at most
 * `maximumFractionDigits` decimals (default 3, like Intl) and dropping trailing zeros.
 * formatNumber(1234567) → '۱٬۲۳۴٬۵۶۷'; formatNumber(2.5) → '۲٫۵'. Non-finite input gives ''.
 */
export function formatNumber(n: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(n)) return '';
  const plain = plainFormatter(maximumFractionDigits).format(Math.abs(n));
  const [integerPart, fractionPart] = plain.split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, PERSIAN_THOUSANDS_SEPARATOR);
  const body = fractionPart ? `${grouped}${PERSIAN_DECIMAL_SEPARATOR}${fractionPart}` : grouped;
  const isNegative = n < 0 && /[1-9]/.test(plain);
  return toPersianDigits(isNegative ? `${PERSIAN_MINUS_SIGN}${body}` : body);
}
