/** The byte-order mark that makes Excel read the file as UTF-8 (Persian intact). */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a formula-looking text gets a leading apostrophe so it stays text, and a cell holding a
 * comma, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line ending in CRLF. */
export const csvLine = (cells: ReadonlyArray<string | number | boolean | null | undefined>): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
