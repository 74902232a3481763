import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { CourseProgressFieldsFragment, PublicCourseQuery } from '../../gql/graphql';
import { CourseSyllabus, lessonAnchor } from '../courses/detail/CourseSyllabus';
import { CourseProgressCard } from './CourseProgressCard';
import { useLessonProgress } from './useLessonProgress';

type Course = NonNullable<PublicCourseQuery['publicCourse']>;

function scrollToLesson(lessonId: number) {
  document.getElementById(lessonAnchor(lessonId))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

/**
 * The course page for an actively enrolled student: the progress card (percent, resume, certificate) above
 * the syllabus, whose lessons are marked done in place. /courses/{id}#lesson-{lessonId} scrolls to a lesson.
 */
export function CourseLearning({
  course,
  progress,
}: {
  course: Course;
  progress: CourseProgressFieldsFragment;
}) {
  const { setDone, claimCertificate, pending } = useLessonProgress(course.id);
  const { hash } = useLocation();
  useEffect(() => {
    const lessonId = /^#lesson-(\d+)$/.exec(hash)?.[1];
    if (lessonId) scrollToLesson(Number(lessonId));
  }, [hash]);

  return (
    <>
      <CourseProgressCard
        progress={progress}
        certificate={course.viewerCertificate}
        certificateProvided={course.certificateProvided}
        claiming={pending === 'certificate'}
        onResume={scrollToLesson}
        onClaim={() => void claimCertificate()}
      />
      <CourseSyllabus
        chapters={course.chapters}
        progress={{
          completedLessonIds: progress.completedLessonIds,
          nextLessonId: progress.nextLessonId,
          pendingLessonId: typeof pending === 'number' ? pending : null,
          onToggle: (lessonId, done) => void setDone(lessonId, done),
        }}
      />
    </>
  );
}
