interface PgErrorFields {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

/** The constraint a unique violation (23505) names, looking through drizzle's wrapper; null otherwise. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const fields = current as PgErrorFields;
    if (fields.code === '23505') return fields.constraint ?? fields.constraint_name ?? '';
    current = fields.cause;
  }
  return null;
}
