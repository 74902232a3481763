import { buttonClasses } from '../../../components/ui/buttonStyles';
import type { useCourseActions } from './useCourseActions';

interface PublishToggleButtonProps {
  course: { id: number; title: string };
  published: boolean;
  actions: Pick<ReturnType<typeof useCourseActions>, 'publish' | 'unpublish'>;
}

/** «انتشار» for a course not on show, «لغو انتشار» for a published one; the course's title is read out too. */
export function PublishToggleButton({ course, published, actions }: PublishToggleButtonProps) {
  return (
    <button
      type="button"
      className={buttonClasses('ghost', 'sm')}
      onClick={() => void (published ? actions.unpublish(course.id) : actions.publish(course.id))}
    >
      {published ? 'لغو انتشار' : 'انتشار'}
      <span className="sr-only"> {course.title}</span>
    </button>
  );
}
