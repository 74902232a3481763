/** The byte-order mark that makes Excel read the file as UTF-8 (Persian intact). */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A code written in digits (a phone number, a payment reference): quantities are exported as numbers, so a
 * text of digits is a code, which a spreadsheet would read as a number and lose its leading zero.
 */
const DIGITS = /^[0-9]+$/;

/**
 * What keeps a code as text: a left-to-right mark. It is invisible and not whitespace, so neither LibreOffice
 * nor Excel trims it or reads the cell as a number, and it starts no formula (unlike `="0912…"`, a live
 * formula, or a leading tab, which programs may trim); in a right-to-left sheet it also keeps the digits in order.
 */
const KEEP_AS_TEXT = '\u200E';

/**
 * One CSV cell: a formula-looking text gets a leading apostrophe so it stays text, a code in digits a leading
 * left-to-right mark, and a cell holding a comma, quote or line break is quoted with its quotes doubled
 * (RFC 4180).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  if (typeof value === 'string' && DIGITS.test(text)) text = `${KEEP_AS_TEXT}${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line ending in CRLF. */
export const csvLine = (cells: ReadonlyArray<string | number | boolean | null | undefined>): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
