import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField, inputClasses, ltrInputClasses } from './FormField';
import { type BoundFieldProps, fieldError } from './formBinding';
import { NumberInput } from './NumberInput';

type ControlProps<E extends 'input' | 'textarea'> = Omit<ComponentProps<E>, 'form' | 'name' | 'className'> & {
  /** The control's classes; the shared input look by default. */
  inputClassName?: string;
};

type FieldProps<T extends FieldValues, E extends 'input' | 'textarea'> = BoundFieldProps<T> & ControlProps<E>;

/** FormField around a control registered with the form, its error read from the form. */
function Bound<T extends FieldValues>({
  field: { form, name, label, hint, required, className, error },
  children,
}: {
  field: BoundFieldProps<T>;
  children: ComponentProps<typeof FormField>['children'];
}) {
  return (
    <FormField
      label={label}
      hint={hint}
      required={required}
      error={error ?? fieldError(form, name)}
      className={className}
    >
      {children}
    </FormField>
  );
}

/** A labelled one-line text input bound to a react-hook-form field. */
export function TextField<T extends FieldValues>(props: FieldProps<T, 'input'>) {
  const { form, name, label, hint, required, className, error, rules, inputClassName, ...input } = props;
  return (
    <Bound field={props}>
      <input className={inputClassName ?? inputClasses} {...input} {...form.register(name, rules)} />
    </Bound>
  );
}

/** A labelled text area bound to a react-hook-form field. */
export function TextAreaField<T extends FieldValues>(props: FieldProps<T, 'textarea'>) {
  const { form, name, label, hint, required, className, error, rules, inputClassName, ...area } = props;
  return (
    <Bound field={props}>
      <textarea className={inputClassName ?? inputClasses} {...area} {...form.register(name, rules)} />
    </Bound>
  );
}

/** A labelled number (typed in Persian digits, see NumberInput) bound to a react-hook-form field. */
export function NumberField<T extends FieldValues>(props: FieldProps<T, 'input'>) {
  const { form, name, label, hint, required, className, error, rules, inputClassName, ...input } = props;
  return (
    <Bound field={props}>
      <NumberInput className={inputClassName ?? ltrInputClasses} {...input} {...form.register(name, rules)} />
    </Bound>
  );
}
