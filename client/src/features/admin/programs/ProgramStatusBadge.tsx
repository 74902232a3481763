import type { ProgramStatus } from '@common/enums';
import { programStatusLabels } from '@common/labels';
import { type BADGE_TONES, StatusBadge } from '../shared/StatusBadge';

const TONE: Record<ProgramStatus, keyof typeof BADGE_TONES> = {
  DRAFT: 'waiting',
  PENDING: 'waiting',
  ACTIVE: 'done',
  PAUSED: 'working',
  SUSPENDED: 'working',
  COMPLETED: 'done',
  CANCELLED: 'failed',
};

/** A program's status as a coloured label. */
export function ProgramStatusBadge({ status }: { status: ProgramStatus }) {
  return <StatusBadge label={programStatusLabels[status]} tone={TONE[status]} />;
}
