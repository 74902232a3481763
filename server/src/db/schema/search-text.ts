import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL twin of common/text `normalizeSearchText` for a generated column: Arabic ي/ك → Persian ی/ک,
 * Persian and Arabic digits → Latin, ZWNJ and tatweel removed (translate drops characters that have no
 * counterpart), Latin letters lower-cased. `columns` are raw snake_case column names, joined by a space.
 */
export function normalisedSearchText(columns: string[]): SQL {
  const joined = columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);
  return sql.raw(`lower(translate(${joined}, '${ARABIC_AND_DIGITS}', '${PERSIAN_AND_LATIN}'))`);
}

const ARABIC_AND_DIGITS = 'يك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\u200C\u0640';
const PERSIAN_AND_LATIN = 'یک01234567890123456789';
