import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { summaryOf, usePageMeta } from '../../app/head/pageMeta';
import { Button, ButtonLink } from '../../components/ui/Button';
import { BookIcon } from '../../components/ui/icons';
import { AlertIcon, RefreshIcon } from '../../components/ui/pageIcons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { PublicCourseDocument } from '../../gql/graphql';
import { CourseLearning } from '../learning/CourseLearning';
import { CourseHero } from './detail/CourseHero';
import { CourseSyllabus } from './detail/CourseSyllabus';
import { DetailSection } from './detail/DetailSection';
import { EnrollmentReturnAlert } from './detail/EnrollmentReturnAlert';
import { InstructorCard } from './detail/InstructorCard';
import { PriceCard } from './detail/PriceCard';
import { SkillsSection } from './detail/SkillsSection';
import { TextListSection } from './detail/TextListSection';

export const COURSE_NOT_FOUND = 'دوره مورد نظر یافت نشد';
export const COURSE_LOAD_ERROR = 'خطا در بارگذاری اطلاعات دوره';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">{children}</div>;
}

/** /courses/{id}: every block of the course page (spec doc 2 §2), or its not-found / load-error state. */
export function CourseDetailPage() {
  const id = parseId(useParams().id);
  const { data, loading, error, refetch } = useQuery(PublicCourseDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const course = data?.publicCourse;
  usePageMeta({
    title: course?.title ?? 'جزئیات دوره',
    description: course ? summaryOf(course.shortDescription ?? course.description ?? '') : undefined,
    image: course?.thumbnailUrl ?? undefined,
    status: !course && !loading && !error ? 404 : undefined,
  });

  if (id !== null && loading && !course) return <PageSpinner label="در حال بارگذاری دوره" />;
  if (error && !course) {
    return (
      <Centered>
        <StatusPanel
          tone="error"
          Icon={AlertIcon}
          title={COURSE_LOAD_ERROR}
          description="لطفاً دوباره تلاش کنید."
        >
          <Button onClick={() => void refetch().catch(() => undefined)}>
            <RefreshIcon />
            تلاش دوباره
          </Button>
        </StatusPanel>
      </Centered>
    );
  }
  if (!course) {
    return (
      <Centered>
        <StatusPanel
          Icon={BookIcon}
          title={COURSE_NOT_FOUND}
          description="ممکن است این دوره حذف یا هنوز منتشر نشده باشد."
        >
          <ButtonLink to="/courses">مشاهده‌ی همه‌ی دوره‌ها</ButtonLink>
        </StatusPanel>
      </Centered>
    );
  }

  return (
    <>
      <EnrollmentReturnAlert />
      <CourseHero course={course} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="order-2 flex min-w-0 flex-col gap-6 lg:order-1">
          {/* An enrolled student sees their progress and the syllabus to work through first. */}
          {course.viewerProgress && <CourseLearning course={course} progress={course.viewerProgress} />}
          <TextListSection
            id="course-learn"
            title="آنچه خواهید آموخت"
            text={course.whatYouWillLearn}
            variant="checks"
          />
          {course.description && (
            <DetailSection id="course-about" title="درباره‌ی دوره">
              <p className="whitespace-pre-line leading-8 text-ink-700">{course.description}</p>
            </DetailSection>
          )}
          {!course.viewerProgress && <CourseSyllabus chapters={course.chapters} />}
          <TextListSection id="course-requirements" title="پیش‌نیازها" text={course.requirements} />
          <TextListSection
            id="course-audience"
            title="این دوره برای چه کسانی است؟"
            text={course.targetAudience}
          />
          <SkillsSection skills={course.skills} />
          <InstructorCard name={course.instructorName} certificateProvided={course.certificateProvided} />
        </div>
        <aside aria-label="قیمت و ثبت‌نام" className="order-1 lg:order-2">
          <div className="lg:sticky lg:top-24">
            <PriceCard course={course} />
          </div>
        </aside>
      </div>
    </>
  );
}
