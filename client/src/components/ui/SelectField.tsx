import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField, inputClasses } from './FormField';
import { type BoundFieldProps, fieldError } from './formBinding';

/** The first, empty option of a select that starts unchosen. */
export const CHOOSE_OPTION = 'انتخاب کنید';

type SelectFieldProps<T extends FieldValues, V extends string> = BoundFieldProps<T> &
  Omit<ComponentProps<'select'>, 'form' | 'name' | 'className' | 'children'> & {
    /** The values offered, in order. */
    options: readonly V[];
    /** Each value's Persian label. */
    labels: Readonly<Record<V, string>>;
    /** The text of an empty first option (value ""), when the field may start unchosen. */
    placeholder?: string;
  };

/** A labelled select of enum values with their Persian labels, bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, V extends string>(props: SelectFieldProps<T, V>) {
  const {
    form,
    name,
    label,
    hint,
    required,
    className,
    error,
    rules,
    options,
    labels,
    placeholder,
    ...select
  } = props;
  return (
    <FormField
      label={label}
      hint={hint}
      required={required}
      error={error ?? fieldError(form, name)}
      className={className}
    >
      <select className={inputClasses} {...form.register(name, rules)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
