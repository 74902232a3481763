import type { CourseStatus } from '@common/enums';
import { courseStatusLabels } from '@common/labels';
import { BADGE_TONES, StatusBadge } from '../shared/StatusBadge';

const TONES: Record<CourseStatus, keyof typeof BADGE_TONES> = {
  DRAFT: 'waiting',
  PUBLISHED: 'done',
  ARCHIVED: 'failed',
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return <StatusBadge label={courseStatusLabels[status]} tone={TONES[status]} />;
}
