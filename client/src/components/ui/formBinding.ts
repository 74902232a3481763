import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/** What a bound field needs of a react-hook-form form (any form whose values hold the field). */
export type FieldForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getFieldState' | 'formState'
>;

/** The props every bound field shares: the form and field it edits, and FormField's label, hint and flag. */
export interface BoundFieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  /** Classes of the field's wrapper (e.g. a grid span). */
  className?: string;
  /** A message to show instead of the form's own error for the field. */
  error?: string;
  /** Options for react-hook-form's `register` (e.g. an onChange side effect). */
  rules?: RegisterOptions<T, FieldPath<T>>;
}

/** The form's error message for a field (read through formState, so a change of it re-renders). */
export function fieldError<T extends FieldValues>(
  form: FieldForm<T>,
  name: FieldPath<T>,
): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}
