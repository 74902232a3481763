interface PgErrorFields {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

/** The constraint a PostgreSQL error of `code` names, looking through drizzle's wrapper; null otherwise. */
function violation(error: unknown, code: string): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const fields = current as PgErrorFields;
    if (fields.code === code) return fields.constraint ?? fields.constraint_name ?? '';
    current = fields.cause;
  }
  return null;
}

/** The constraint a unique violation (23505) names, looking through drizzle's wrapper; null otherwise. */
export const uniqueViolation = (error: unknown): string | null => violation(error, '23505');

/**
 * The constraint a foreign-key violation (23503) names; null otherwise. A row whose parent was deleted
 * while it was being written (e.g. a donation to a program an admin deleted at that moment) meets it.
 */
export const foreignKeyViolation = (error: unknown): string | null => violation(error, '23503');
