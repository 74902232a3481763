import type { DonationStatus } from '@common/enums';
import { donationStatusLabels } from '@common/labels';
import { StatusBadge } from '../shared/StatusBadge';

const TONES = { PENDING: 'waiting', COMPLETED: 'done', FAILED: 'failed' } as const;

export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  return <StatusBadge label={donationStatusLabels[status]} tone={TONES[status]} />;
}
