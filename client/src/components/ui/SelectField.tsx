import type { FieldValues } from 'react-hook-form';
import { BoundField, type FieldProps } from './BoundField';

/** The first, empty option of a select that starts unchosen. */
export const CHOOSE_OPTION = 'انتخاب کنید';

type SelectFieldProps<T extends FieldValues, V extends string> = Omit<FieldProps<T, 'select'>, 'children'> & {
  /** The values offered, in order. */
  options: readonly V[];
  /** Each value's Persian label. */
  labels: Readonly<Record<V, string>>;
  /** The text of an empty first option (value ""), when the field may start unchosen. */
  placeholder?: string;
};

/** A labelled select of enum values with their Persian labels, bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, V extends string>({
  options,
  labels,
  placeholder,
  ...field
}: SelectFieldProps<T, V>) {
  return (
    <BoundField<T, 'select'> field={field}>
      {(control) => (
        <select {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      )}
    </BoundField>
  );
}
