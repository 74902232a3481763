import type { ContactStatus } from '@common/enums';
import { contactStatusLabels } from '@common/labels';

const TONES: Record<ContactStatus, string> = {
  NEW: 'bg-amber-50 text-amber-800 ring-amber-200',
  IN_PROGRESS: 'bg-sky-50 text-sky-800 ring-sky-200',
  RESOLVED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A contact message's status as a coloured label (the same labels on the list and the dashboard). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONES[status]}`}>
      {contactStatusLabels[status]}
    </span>
  );
}
