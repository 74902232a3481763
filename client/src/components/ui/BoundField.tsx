import type { ComponentProps } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClasses, ltrInputClasses } from './FormField';
import { type BoundFieldProps, fieldError } from './formBinding';

type ControlTag = 'input' | 'textarea' | 'select';

/** A bound field's control props: the element's own (but its name and class), and how it looks. */
export type ControlProps<E extends ControlTag> = Omit<ComponentProps<E>, 'form' | 'name' | 'className'> & {
  /** The control's classes; the shared input look by default. */
  inputClassName?: string;
  /** Latin text (an address, a key): written left to right and aligned to its start. */
  latin?: boolean;
};

export type FieldProps<T extends FieldValues, E extends ControlTag> = BoundFieldProps<T> & ControlProps<E>;

/** What the drawn control receives. */
type ControlAttributes<E extends ControlTag> = Omit<ComponentProps<E>, 'form' | 'name'> &
  UseFormRegisterReturn;

interface BoundFieldOwnProps<T extends FieldValues, E extends ControlTag> {
  field: FieldProps<T, E>;
  /** The control's classes when the field names none (and is not Latin). */
  defaultClassName?: string;
  /** Draws the control from its props: the element's own, its look and the form's registration. */
  children: (control: ControlAttributes<E>) => ComponentProps<typeof FormField>['children'];
}

/** FormField (label, hint, error and their aria links) around a control registered with the form. */
export function BoundField<T extends FieldValues, E extends ControlTag>({
  field,
  defaultClassName = inputClasses,
  children,
}: BoundFieldOwnProps<T, E>) {
  const { form, name, label, hint, required, className, error, rules, inputClassName, latin, ...own } = field;
  const look = {
    className: inputClassName ?? (latin ? ltrInputClasses : defaultClassName),
    ...(latin ? { dir: 'ltr' } : {}),
  };
  // `own` is FieldProps<T, E> less the field's props, i.e. E's own props; TypeScript cannot reduce the rest
  // of a generic type to that, so it is told.
  const control = { ...look, ...own, ...form.register(name, rules) } as unknown as ControlAttributes<E>;
  return (
    <FormField
      label={label}
      hint={hint}
      required={required}
      error={error ?? fieldError(form, name)}
      className={className}
    >
      {children(control)}
    </FormField>
  );
}
