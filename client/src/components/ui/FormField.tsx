import { cloneElement, type ReactElement, useId } from 'react';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  label: string;
  /** The control (input, select, textarea); it receives the id and the aria links. */
  children: ReactElement<FieldControlProps>;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** Label, control, hint and error message, linked for screen readers. */
export function FormField({ label, children, error, hint, required, className = '' }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error replaces the hint on screen, so it replaces it in the description too.
  const showHint = Boolean(hint) && !error;
  const describedBy = error ? errorId : showHint ? hintId : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-500">
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {showHint && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of text inputs, selects and text areas (red ring when invalid). */
export const inputClasses =
  'w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 focus:border-brand-500 focus:outline-none aria-[invalid=true]:border-red-400 aria-[invalid=true]:bg-red-50/40';

/**
 * A value shown in a form but not editable (the profile's e-mail): muted and dashed, so it does not look like a
 * box to type in. Use with readOnly and aria-readonly. Not built on inputClasses, whose white background would
 * compete with the muted one.
 */
export const readOnlyInputClasses =
  'w-full cursor-not-allowed rounded-xl border border-dashed border-ink-300 bg-ink-100 px-4 py-3 text-sm text-ink-500 focus:outline-none';

/** Inputs that hold Latin text (phone, e-mail, password) in the right-to-left page. */
export const ltrInputClasses = `${inputClasses} text-start`;
