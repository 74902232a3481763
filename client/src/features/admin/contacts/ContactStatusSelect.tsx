import { CONTACT_STATUSES, type ContactStatus } from '@common/enums';
import { contactStatusLabels } from '@common/labels';

interface ContactStatusSelectProps {
  value: ContactStatus;
  onChange: (status: ContactStatus) => void;
  label: string;
  disabled?: boolean;
}

/** The status dropdown: any status may be chosen, in any order (spec doc 3 §4). */
export function ContactStatusSelect({ value, onChange, label, disabled }: ContactStatusSelectProps) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as ContactStatus)}
      className="rounded-lg border border-ink-200 bg-white px-2 py-1.5 text-sm"
    >
      {CONTACT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {contactStatusLabels[status]}
        </option>
      ))}
    </select>
  );
}
