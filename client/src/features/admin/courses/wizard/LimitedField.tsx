import type { UseFormReturn } from 'react-hook-form';
import { FormField, inputClasses } from '../../../../components/ui/FormField';
import { CharacterCounter } from './CharacterCounter';
import type { CourseDraft } from './courseDraft';

type TextKey =
  | 'title'
  | 'shortDescription'
  | 'description'
  | 'whatYouWillLearn'
  | 'requirements'
  | 'targetAudience';

interface LimitedFieldProps {
  form: UseFormReturn<CourseDraft>;
  name: TextKey;
  label: string;
  max: number;
  required?: boolean;
  hint?: string;
  /** Rows of a text area; a one-line input when absent. */
  rows?: number;
}

/** A limited text of the course with its character counter. */
export function LimitedField({ form, name, label, max, required, hint, rows }: LimitedFieldProps) {
  const length = (form.watch(name) ?? '').length;
  const error = form.formState.errors[name]?.message;
  const control = rows ? (
    <textarea rows={rows} className={inputClasses} {...form.register(name)} />
  ) : (
    <input className={inputClasses} autoComplete="off" {...form.register(name)} />
  );
  return (
    <div className="flex flex-col gap-1">
      <FormField label={label} required={required} hint={hint} error={error}>
        {control}
      </FormField>
      <CharacterCounter length={length} max={max} />
    </div>
  );
}
