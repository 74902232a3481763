import { useQuery } from '@apollo/client/react';
import type { CourseStatus } from '@common/enums';
import { courseStatusLabels } from '@common/labels';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { BookIcon } from '../../../../components/ui/icons';
import { AlertIcon } from '../../../../components/ui/pageIcons';
import { Spinner } from '../../../../components/ui/Spinner';
import { StatusPanel } from '../../../../components/ui/StatusPanel';
import { AdminCourseVideosDocument } from '../../../../gql/graphql';
import { dashboardUrls } from '../../dashboard/urls';
import { AdminPage } from '../../shared/AdminPage';
import { type BADGE_TONES, StatusBadge } from '../../shared/StatusBadge';
import { courseUrls } from '../urls';
import { LessonVideoRow } from './LessonVideoRow';
import { VIDEO_TEXTS } from './videoTexts';

const STATUS_TONES: Record<CourseStatus, keyof typeof BADGE_TONES> = {
  DRAFT: 'waiting',
  PUBLISHED: 'done',
  ARCHIVED: 'failed',
};

/**
 * /admin/courses/:id/videos: every lesson of the course by chapter, with its video played in the browser
 * (served with byte ranges, so it seeks), and an upload, replacement or removal per lesson; uploads are
 * resumable and show their progress.
 */
export function AdminCourseVideosPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(AdminCourseVideosDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const course = data?.adminCourse;
  const title = course ? `${VIDEO_TEXTS.title} «${course.title}»` : VIDEO_TEXTS.title;
  const breadcrumb = [
    { label: 'داشبورد', to: dashboardUrls.home() },
    { label: VIDEO_TEXTS.coursesTitle, to: courseUrls.list() },
    { label: VIDEO_TEXTS.title },
  ];

  return (
    <AdminPage
      title={title}
      breadcrumb={breadcrumb}
      actions={
        course && (
          <ButtonLink to={courseUrls.edit(course.id)} variant="secondary">
            {VIDEO_TEXTS.editCourse}
          </ButtonLink>
        )
      }
    >
      {loading && !data ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : error && !data ? (
        <StatusPanel title={VIDEO_TEXTS.loadFailed} tone="error" Icon={AlertIcon}>
          <Button variant="secondary" onClick={() => void refetch()}>
            {VIDEO_TEXTS.retry}
          </Button>
        </StatusPanel>
      ) : !course ? (
        <StatusPanel title={VIDEO_TEXTS.notFound} Icon={BookIcon}>
          <ButtonLink to={courseUrls.list()} variant="secondary">
            {VIDEO_TEXTS.coursesTitle}
          </ButtonLink>
        </StatusPanel>
      ) : (
        <>
          <div>
            <StatusBadge label={courseStatusLabels[course.status]} tone={STATUS_TONES[course.status]} />
          </div>
          {course.chapters.length === 0 ? (
            <StatusPanel title={VIDEO_TEXTS.noChapters} Icon={BookIcon} />
          ) : (
            course.chapters.map((chapter) => (
              <section
                key={chapter.id}
                aria-labelledby={`chapter-${chapter.id}`}
                className="flex flex-col gap-3"
              >
                <h2 id={`chapter-${chapter.id}`} className="text-lg font-extrabold text-ink-900">
                  {chapter.title}
                </h2>
                <ul className="flex flex-col gap-3">
                  {chapter.lessons.map((lesson) => (
                    <LessonVideoRow key={lesson.id} lesson={lesson} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </AdminPage>
  );
}
