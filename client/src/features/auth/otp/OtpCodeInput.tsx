import { OTP_LENGTH } from '@common/constants';
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClasses } from '../../../components/ui/FormField';
import { normalizeOtpInput } from './normalizeOtpInput';

interface OtpCodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur'> {
  registration: UseFormRegisterReturn;
}

/** The six-digit code: numeric keypad, one-time-code autofill, Persian digits converted as typed. */
export function OtpCodeInput({ registration, className = '', ...rest }: OtpCodeInputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      dir="ltr"
      placeholder="––––––"
      className={`${inputClasses} text-center font-mono text-2xl tracking-[0.6em] ${className}`}
      {...rest}
      {...registration}
      onChange={(event) => {
        event.target.value = normalizeOtpInput(event.target.value);
        return registration.onChange(event);
      }}
    />
  );
}
