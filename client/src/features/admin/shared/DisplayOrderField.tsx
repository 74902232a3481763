import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from '../../../components/ui/BoundField';
import { inputClasses } from '../../../components/ui/FormField';
import { NumberField } from '../../../components/ui/TextField';

/** «ترتیب نمایش» of a landing item, slide or payment method: a number in Persian digits, in the plain input look. */
export function DisplayOrderField<T extends FieldValues>(
  props: Omit<FieldProps<T, 'input'>, 'label' | 'inputClassName'>,
) {
  return <NumberField label="ترتیب نمایش" inputClassName={inputClasses} {...props} />;
}
