import type { JalaliDatePickerProps } from '../../../components/ui/JalaliDatePicker';

/**
 * The date picker in client tests: a plain labelled text input emitting what it is given, so a test types
 * the Gregorian 'YYYY-MM-DD' the real picker would emit (`vi.mock('./datePicker', …)`); the picker itself
 * has its own tests.
 */
export function TestDatePicker({ label, value, onChange, min, max, error, disabled }: JalaliDatePickerProps) {
  return (
    <label>
      {label}
      <input
        value={value}
        data-min={min}
        data-max={max}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <span>{error}</span>}
    </label>
  );
}
