import { CONTACT_STATUSES, type ContactStatus } from '@common/enums';
import { contactStatusLabels } from '@common/labels';
import { RowSelect } from '../shared/RowSelect';

interface ContactStatusSelectProps {
  value: ContactStatus;
  onChange: (status: ContactStatus) => void;
  label: string;
  disabled?: boolean;
}

/** The status dropdown: any status may be chosen, in any order (spec doc 3 §4). */
export function ContactStatusSelect({ value, onChange, label, disabled }: ContactStatusSelectProps) {
  return (
    <RowSelect
      label={label}
      value={value}
      values={CONTACT_STATUSES}
      labels={contactStatusLabels}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
