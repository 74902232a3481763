import { toPersianDigits } from '@common/digits';
import type { ChangeEvent, ComponentProps } from 'react';
import { ltrInputClasses } from './FormField';

/**
 * A number typed as text that shows Persian digits whatever keyboard is used: Latin (and Arabic-Indic) digits
 * are turned into Persian ones as they are typed, the caret kept in place. Spread react-hook-form's
 * `register(…)` into it; `parseNumberInput` reads the value back. Start values should be Persian too
 * (`toPersianDigits`), since a form's reset writes them without a change event.
 */
export function NumberInput({ onChange, className = ltrInputClasses, ...props }: ComponentProps<'input'>) {
  const toPersian = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const persian = toPersianDigits(input.value);
    if (persian !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = persian;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    onChange?.(event);
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      className={className}
      onChange={toPersian}
      {...props}
    />
  );
}
