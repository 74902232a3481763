/** The named fields, each absent one as ''. */
export type OrBlank<T, K extends keyof T> = { [P in K]-?: NonNullable<T[P]> | '' };

/**
 * The named text fields of a loaded record (or of none, for a new one) as a form's start values: a text input
 * holds '' where the record has null or no record is loaded.
 */
export function orBlank<T extends object, K extends keyof T>(
  record: T | null | undefined,
  keys: readonly K[],
): OrBlank<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as OrBlank<T, K>;
}
