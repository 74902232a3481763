import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { EyeIcon, PencilIcon, PlayIcon, TrashIcon } from '../../../components/ui/pageIcons';
import type { AdminCourseRowFieldsFragment } from '../../../gql/graphql';
import { PublishToggleButton } from './PublishToggleButton';
import { courseUrls } from './urls';
import type { useCourseActions } from './useCourseActions';

interface CourseRowActionsProps {
  course: AdminCourseRowFieldsFragment;
  actions: ReturnType<typeof useCourseActions>;
  onDelete: () => void;
}

/**
 * A course's actions in the list and on its card: view, edit, videos, publish or unpublish, archive (or bring
 * an archived one back as a draft), delete.
 */
export function CourseRowActions({ course, actions, onDelete }: CourseRowActionsProps) {
  const published = course.status === 'PUBLISHED';
  const archived = course.status === 'ARCHIVED';
  return (
    <div className="flex items-center gap-1">
      {published && (
        <Link
          to={`/courses/${course.id}`}
          className={buttonClasses('ghost', 'sm')}
          aria-label={`مشاهده‌ی ${course.title}`}
        >
          <EyeIcon className="size-4" />
        </Link>
      )}
      <Link
        to={courseUrls.edit(course.id)}
        className={buttonClasses('ghost', 'sm')}
        aria-label={`ویرایش ${course.title}`}
      >
        <PencilIcon className="size-4" />
      </Link>
      <Link
        to={courseUrls.videos(course.id)}
        className={buttonClasses('ghost', 'sm')}
        aria-label={`ویدیوهای ${course.title}`}
      >
        <PlayIcon className="size-4" />
      </Link>
      {archived ? (
        <button
          type="button"
          className={buttonClasses('ghost', 'sm')}
          onClick={() => void actions.restore(course.id)}
        >
          بازگرداندن
          <span className="sr-only"> {course.title} از بایگانی</span>
        </button>
      ) : (
        <>
          <PublishToggleButton course={course} published={published} actions={actions} />
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            onClick={() => void actions.archive(course.id)}
          >
            بایگانی
            <span className="sr-only"> {course.title}</span>
          </button>
        </>
      )}
      <button
        type="button"
        aria-label={`حذف ${course.title}`}
        className={buttonClasses('danger', 'sm')}
        onClick={onDelete}
      >
        <TrashIcon className="size-4" />
      </button>
    </div>
  );
}
