import { type ChangeEvent, useEffect, useRef } from 'react';

interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  /** Some but not all rows chosen (the header's box). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A row's (or the page's) selection box; `indeterminate` can only be set on the element. */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className="size-4 accent-brand-600 disabled:opacity-30"
    />
  );
}
