import type { DonationStatus } from '@common/enums';
import { donationStatusLabels } from '@common/labels';

const TONES: Record<DonationStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  COMPLETED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
};

export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONES[status]}`}>
      {donationStatusLabels[status]}
    </span>
  );
}
