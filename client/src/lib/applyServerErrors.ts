import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readServerError } from './serverError';

/**
 * Puts the server's `extensions.fieldErrors` on the form's fields (the first one gets the focus).
 * Answers the names of the fields that received a message (empty when there were none).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string[] {
  const entries = Object.entries(readServerError(error).fieldErrors);
  entries.forEach(([field, message], index) => {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.map(([field]) => field);
}
