import type { CourseStatus } from '@common/enums';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { useCourseActions } from '../useCourseActions';

const stay = () => undefined;

/** Archives the course being edited, or brings an archived one back as a draft (the list offers the same). */
export function WizardArchiveButton({ courseId, status }: { courseId: number; status: CourseStatus }) {
  const [current, setCurrent] = useState(status);
  const [busy, setBusy] = useState(false);
  const actions = useCourseActions(stay);
  const archived = current === 'ARCHIVED';
  const toggle = async () => {
    setBusy(true);
    const done = await (archived ? actions.restore(courseId) : actions.archive(courseId));
    setBusy(false);
    if (done) setCurrent(archived ? 'DRAFT' : 'ARCHIVED');
  };
  return (
    <Button variant="ghost" onClick={() => void toggle()} loading={busy}>
      {archived ? 'بازگرداندن از بایگانی' : 'بایگانی دوره'}
    </Button>
  );
}
