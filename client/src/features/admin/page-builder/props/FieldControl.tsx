import { Controller, type FieldError, get, useFormContext } from 'react-hook-form';
import { FormField, inputClasses, ltrInputClasses } from '../../../../components/ui/FormField';
import type { ValueFieldSpec } from '../componentFields';
import { RichTextEditor } from '../richText/RichTextEditor';

/** Fields that take the whole row of the two-column form (a list does too: PropsForm). */
const WIDE = new Set<ValueFieldSpec['kind']>(['richText', 'checkbox']);

/** One value field of a props form, at `name` (e.g. 'title' or 'items.2.label'). */
export function FieldControl({ field, name }: { field: ValueFieldSpec; name: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const wide = WIDE.has(field.kind) || (field.kind === 'text' && field.multiline) ? 'sm:col-span-2' : '';
  const common = { label: field.label, hint: field.hint, error, className: wide };
  const required = (field.kind === 'text' || field.kind === 'link') && field.required;

  switch (field.kind) {
    case 'richText':
      return (
        <div className={wide}>
          <Controller
            control={control}
            name={name}
            render={({ field: { value, onChange } }) => (
              <RichTextEditor
                label={field.label}
                value={String(value ?? '')}
                onChange={onChange}
                error={error}
              />
            )}
          />
        </div>
      );
    case 'checkbox':
      return (
        <label className={`flex items-center gap-2 text-sm text-ink-800 ${wide}`}>
          <input type="checkbox" className="size-4 accent-brand-600" {...register(name)} />
          {field.label}
        </label>
      );
    case 'select': {
      const numeric = typeof field.fallback === 'number';
      return (
        <FormField {...common}>
          <select className={inputClasses} {...register(name, numeric ? { setValueAs: Number } : {})}>
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormField>
      );
    }
    case 'text':
      return (
        <FormField {...common} required={required}>
          {field.multiline ? (
            <textarea rows={2} className={inputClasses} {...register(name)} />
          ) : (
            <input className={inputClasses} {...register(name)} />
          )}
        </FormField>
      );
    default:
      // link, color, length: Latin text written left to right.
      return (
        <FormField {...common} required={required}>
          <input dir="ltr" className={ltrInputClasses} {...register(name)} />
        </FormField>
      );
  }
}
