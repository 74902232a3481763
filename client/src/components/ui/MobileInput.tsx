import type { ComponentProps } from 'react';
import { ltrInputClasses } from './FormField';

/** A mobile-number input (09…), left to right; spread react-hook-form's `register(…)` into it. */
export function MobileInput(props: ComponentProps<'input'>) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      placeholder="09121234567"
      className={ltrInputClasses}
      {...props}
    />
  );
}
