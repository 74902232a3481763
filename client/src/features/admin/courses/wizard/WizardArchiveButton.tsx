import type { CourseStatus } from '@common/enums';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { useCourseActions } from '../useCourseActions';

const stay = () => undefined;

/**
 * Archives the course being edited, or brings an archived one back as a draft (the list offers the same).
 * `status` is the stored course's, which the mutation's answer updates in the Apollo cache.
 */
export function WizardArchiveButton({ courseId, status }: { courseId: number; status: CourseStatus }) {
  const [busy, setBusy] = useState(false);
  const actions = useCourseActions(stay);
  const archived = status === 'ARCHIVED';
  const toggle = async () => {
    setBusy(true);
    await (archived ? actions.restore(courseId) : actions.archive(courseId));
    setBusy(false);
  };
  return (
    <Button variant="ghost" onClick={() => void toggle()} loading={busy}>
      {archived ? 'بازگرداندن از بایگانی' : 'بایگانی دوره'}
    </Button>
  );
}
