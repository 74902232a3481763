/** The named fields with each absent one (`undefined`, a form field left blank) as null. */
export type OrNull<T, K extends keyof T> = { [P in K]-?: Exclude<T[P], undefined> | null };

/**
 * The named fields of checked form values, each absent one as null: GraphQL inputs and stored drafts say
 * "none" with null where the form's schema leaves the field out.
 */
export function orNull<T extends object, K extends keyof T>(values: T, keys: readonly K[]): OrNull<T, K> {
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? null])) as OrNull<T, K>;
}
