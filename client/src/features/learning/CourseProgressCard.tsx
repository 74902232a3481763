import { toPersianDigits } from '@common/digits';
import { Button } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import type { CertificateFieldsFragment, CourseProgressFieldsFragment } from '../../gql/graphql';
import { CertificateActions } from './CertificateActions';
import { LEARNING_TEXTS as T } from './learningTexts';

interface CourseProgressCardProps {
  progress: CourseProgressFieldsFragment;
  certificate: CertificateFieldsFragment | null;
  certificateProvided: boolean;
  claiming: boolean;
  onResume: (lessonId: number) => void;
  onClaim: () => void;
}

/** The enrolled student's card on the course page: percent, where to resume, and the certificate. */
export function CourseProgressCard({
  progress,
  certificate,
  certificateProvided,
  claiming,
  onResume,
  onClaim,
}: CourseProgressCardProps) {
  const complete = progress.totalLessons > 0 && progress.percent === 100;
  return (
    <section
      aria-labelledby="course-progress-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="course-progress-title" className="text-lg font-bold text-ink-900">
          {T.progressTitle}
        </h2>
        <span className="text-2xl font-extrabold text-brand-700" data-testid="course-percent">
          {toPersianDigits(progress.percent)}٪
        </span>
      </div>
      <ProgressBar value={progress.percent} label={T.progressLabel} className="mt-3" />
      <p className="mt-2 text-sm text-ink-500">
        {T.lessonsDone(toPersianDigits(progress.completedLessons), toPersianDigits(progress.totalLessons))}
      </p>
      {progress.nextLessonId !== null ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => onResume(progress.nextLessonId as number)}>
            {progress.completedLessons === 0 ? T.start : T.resume}
          </Button>
          {progress.nextLessonTitle && (
            <span className="text-sm text-ink-600">{T.resumeLesson(progress.nextLessonTitle)}</span>
          )}
        </div>
      ) : (
        complete && <p className="mt-4 text-sm font-medium text-brand-700">{T.allDone}</p>
      )}
      {certificateProvided && (
        <div className="mt-5 border-t border-ink-100 pt-4">
          <h3 className="font-bold text-ink-900">{T.certificateTitle}</h3>
          {certificate ? (
            <>
              <p className="my-2 text-sm text-ink-600">{T.certificateReady}</p>
              <CertificateActions certificate={certificate} />
            </>
          ) : complete ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <p className="text-sm text-ink-600">{T.claimHint}</p>
              <Button variant="secondary" loading={claiming} onClick={onClaim}>
                {T.claim}
              </Button>
            </div>
          ) : (
            <p className="mt-2 text-sm text-ink-600">{T.certificateLater}</p>
          )}
        </div>
      )}
    </section>
  );
}
