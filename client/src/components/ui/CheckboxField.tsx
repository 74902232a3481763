import type { FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import type { FieldForm } from './formBinding';

interface CheckboxFieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  name: FieldPath<T>;
  /** The text beside the box, which also names it. */
  label: string;
  /** The label's classes (the box and its text in a row by default). */
  className?: string;
  rules?: RegisterOptions<T, FieldPath<T>>;
}

/** A check box with its text, bound to a react-hook-form boolean field. */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
  className = 'flex items-center gap-2 text-sm text-ink-800',
  rules,
}: CheckboxFieldProps<T>) {
  return (
    <label className={className}>
      <input type="checkbox" className="size-4 accent-brand-600" {...form.register(name, rules)} />
      {label}
    </label>
  );
}
