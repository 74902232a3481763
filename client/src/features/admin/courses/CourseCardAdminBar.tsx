import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PublishToggleButton } from './PublishToggleButton';
import { courseUrls } from './urls';
import { useCourseActions } from './useCourseActions';

interface CourseCardAdminBarProps {
  course: { id: number; title: string; enrolledStudents: number };
  /** The catalogue shows published courses only. */
  published?: boolean;
}

/**
 * The catalogue card's admin mode (spec doc 2 §2): manage, edit, publish or unpublish and delete; the
 * catalogue reloads after a change. Loaded only for admins, so none of it weighs on the public pages.
 */
export function CourseCardAdminBar({ course, published = true }: CourseCardAdminBarProps) {
  const client = useApolloClient();
  const actions = useCourseActions(() => void client.refetchQueries({ include: ['PublicCourses'] }));
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <fieldset className="relative z-10 flex flex-wrap gap-1 border-t border-ink-100 pt-3">
        <legend className="sr-only">ابزار مدیر</legend>
        <Link to={courseUrls.manage(course.id)} className={buttonClasses('ghost', 'sm')}>
          مدیریت
        </Link>
        <Link to={courseUrls.edit(course.id)} className={buttonClasses('ghost', 'sm')}>
          ویرایش
          <span className="sr-only"> {course.title}</span>
        </Link>
        <PublishToggleButton course={course} published={published} actions={actions} />
        <button type="button" className={buttonClasses('danger', 'sm')} onClick={() => setConfirming(true)}>
          حذف
          <span className="sr-only"> {course.title}</span>
        </button>
      </fieldset>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`حذف دوره‌ی «${course.title}»`}
        description={
          course.enrolledStudents > 0
            ? 'این دوره دانشجو دارد؛ به‌جای حذف بایگانی می‌شود تا سوابق آن‌ها بماند.'
            : 'این دوره با همه‌ی فصل‌ها و درس‌هایش حذف می‌شود.'
        }
        confirmLabel="حذف دوره"
        destructive
        pending={pending}
        onConfirm={async () => {
          setPending(true);
          await actions.remove(course.id);
          setPending(false);
          setConfirming(false);
        }}
      />
    </>
  );
}
