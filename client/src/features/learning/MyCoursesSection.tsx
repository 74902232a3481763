import { useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { Spinner } from '../../components/ui/Spinner';
import { type MyCourseFieldsFragment, MyLearningDocument } from '../../gql/graphql';
import { lessonAnchor } from '../courses/detail/CourseSyllabus';
import { CertificateActions } from './CertificateActions';
import { LEARNING_TEXTS as T } from './learningTexts';

function MyCourse({ course }: { course: MyCourseFieldsFragment }) {
  const progress = course.viewerProgress;
  const percent = progress?.percent ?? 0;
  const next = progress?.nextLessonId ?? null;
  return (
    <li className="rounded-2xl p-4 ring-1 ring-ink-100">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/courses/${course.id}`} className="font-bold text-ink-900 hover:text-brand-700">
          {course.title}
        </Link>
        <span className="text-sm font-bold text-brand-700">{toPersianDigits(percent)}٪</span>
      </div>
      <ProgressBar value={percent} label={`${T.progressLabel} ${course.title}`} className="mt-3" />
      {progress && (
        <p className="mt-2 text-xs text-ink-500">
          {T.lessonsDone(toPersianDigits(progress.completedLessons), toPersianDigits(progress.totalLessons))}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <ButtonLink
          size="sm"
          variant={next === null ? 'secondary' : undefined}
          to={next === null ? `/courses/${course.id}` : `/courses/${course.id}#${lessonAnchor(next)}`}
        >
          {next === null ? T.viewCourse : T.continueCourse}
        </ButtonLink>
        {next !== null && progress?.nextLessonTitle && (
          <span className="text-xs text-ink-600">{T.resumeLesson(progress.nextLessonTitle)}</span>
        )}
      </div>
      {course.viewerCertificate && (
        <div className="mt-4 border-t border-ink-100 pt-3">
          <p className="mb-2 text-sm font-medium text-ink-800">{T.certificateTitle}</p>
          <CertificateActions certificate={course.viewerCertificate} />
        </div>
      )}
    </li>
  );
}

/** /profile's "my courses": every active enrolment with its percent, where to resume, and its certificate. */
export function MyCoursesSection({ className = '' }: { className?: string }) {
  const { data, loading, error } = useQuery(MyLearningDocument, { fetchPolicy: 'cache-and-network' });
  const courses = data?.myCourses;
  return (
    <section
      aria-labelledby="my-courses"
      className={`rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8 ${className}`}
    >
      <h2 id="my-courses" className="text-lg font-bold text-ink-900">
        {T.myCourses}
      </h2>
      {!courses && loading ? (
        <div className="mt-6 flex justify-center">
          <Spinner label={T.myCourses} />
        </div>
      ) : !courses && error ? (
        <p role="alert" className="mt-4 text-sm text-accent-700">
          {T.loadFailed}
        </p>
      ) : courses && courses.length > 0 ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {courses.map((course) => (
            <MyCourse key={course.id} course={course} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl bg-ink-50 px-4 py-10 text-center">
          <p className="text-ink-600">{T.myCoursesEmpty}</p>
          <ButtonLink to="/courses" variant="secondary" size="sm">
            {T.browseCourses}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
