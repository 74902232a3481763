import type { FieldValues } from 'react-hook-form';
import { BoundField, type FieldProps } from './BoundField';
import { ltrInputClasses } from './FormField';
import { NumberInput } from './NumberInput';

/** A labelled one-line text input bound to a react-hook-form field. */
export function TextField<T extends FieldValues>(props: FieldProps<T, 'input'>) {
  return <BoundField field={props}>{(control) => <input {...control} />}</BoundField>;
}

/** A labelled text area bound to a react-hook-form field. */
export function TextAreaField<T extends FieldValues>(props: FieldProps<T, 'textarea'>) {
  return <BoundField field={props}>{(control) => <textarea {...control} />}</BoundField>;
}

/** A labelled number (typed in Persian digits, see NumberInput) bound to a react-hook-form field. */
export function NumberField<T extends FieldValues>(props: FieldProps<T, 'input'>) {
  return (
    <BoundField field={props} defaultClassName={ltrInputClasses}>
      {(control) => <NumberInput {...control} />}
    </BoundField>
  );
}
