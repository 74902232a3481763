import type { ContactStatus } from '@common/enums';
import { contactStatusLabels } from '@common/labels';
import { StatusBadge } from '../shared/StatusBadge';

const TONES = { NEW: 'waiting', IN_PROGRESS: 'working', RESOLVED: 'done' } as const;

/** A contact message's status (the same labels on the list and the dashboard). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <StatusBadge label={contactStatusLabels[status]} tone={TONES[status]} />;
}
