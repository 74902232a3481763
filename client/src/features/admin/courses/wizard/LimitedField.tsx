import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldForm } from '../../../../components/ui/formBinding';
import { TextAreaField, TextField } from '../../../../components/ui/TextField';
import { CharacterCounter } from './CharacterCounter';

interface LimitedFieldProps<T extends FieldValues> {
  form: FieldForm<T> & Pick<UseFormReturn<T>, 'watch'>;
  name: FieldPath<T>;
  label: string;
  max: number;
  required?: boolean;
  hint?: string;
  /** Rows of a text area; a one-line input when absent. */
  rows?: number;
}

/** A limited text (of the course, a chapter or a lesson) with its character counter. */
export function LimitedField<T extends FieldValues>({ rows, max, ...field }: LimitedFieldProps<T>) {
  const length = String(field.form.watch(field.name) ?? '').length;
  return (
    <div className="flex flex-col gap-1">
      {rows ? <TextAreaField {...field} rows={rows} /> : <TextField {...field} autoComplete="off" />}
      <CharacterCounter length={length} max={max} />
    </div>
  );
}
