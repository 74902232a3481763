// One entry point for running a form schema outside react-hook-form (on the server, in scripts).
import * as v from 'valibot';

/** The key used in fieldErrors for issues that belong to the whole form (react-hook-form's 'root'). */
export const ROOT_ERROR_KEY = 'root';

export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; fieldErrors: Record<string, string>; message: string };

/**
 * Parses `input` with `schema`. On failure gives the first message of every field (keyed by dot path,
 * e.g. 'chapters.0.title'; form-level issues under 'root') and `message`, the first message overall.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? ROOT_ERROR_KEY;
    if (!Object.hasOwn(fieldErrors, key)) fieldErrors[key] = issue.message;
  }
  return { ok: false, fieldErrors, message: result.issues[0].message };
}
