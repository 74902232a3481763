import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { ClockIcon, StarIcon, UsersIcon } from '../../../components/ui/icons';
import type { CourseFieldsFragment } from '../../../gql/graphql';
import { useHydrated } from '../../../lib/useHydrated';
import { CourseBadges } from '../CourseBadges';
import { CoursePrice } from '../CoursePrice';
import { CourseThumbnail } from '../CourseThumbnail';
import { formatCourseDuration, formatRating, formatStudents } from '../courseFormat';

// Admin-only: a chunk of its own, fetched when an admin sees the catalogue.
const CourseCardAdminBar = lazy(() =>
  import('../../admin/courses/CourseCardAdminBar').then((m) => ({ default: m.CourseCardAdminBar })),
);

export type CatalogueView = 'grid' | 'list';

interface CourseCardProps {
  course: CourseFieldsFragment;
  view: CatalogueView;
  /** The first card of the list: its picture is the page's main one. */
  priority?: boolean;
}

/** One course of the catalogue, as a tall card (grid) or a wide row (list); the title links to its page. */
export function CourseCard({ course, view, priority = false }: CourseCardProps) {
  const duration = formatCourseDuration(course.durationHours, course.durationMinutes);
  const list = view === 'list';
  const { user } = useSession();
  // After hydration only: the server renders the catalogue for guests.
  const admin = useHydrated() && user?.userType === 'ADMIN';
  return (
    <article
      className={`group relative flex overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-lg ${list ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <CourseThumbnail
        url={course.thumbnailUrl}
        priority={priority}
        sizes={'(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw'}
        className={list ? 'aspect-video w-full sm:aspect-auto sm:w-64 sm:shrink-0' : 'aspect-video w-full'}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseBadges category={course.category} level={course.level} />
        <h3 className="text-lg font-bold leading-8 text-ink-900">
          <Link
            to={`/courses/${course.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:text-brand-700"
          >
            {course.title}
          </Link>
        </h3>
        {course.shortDescription && (
          <p className={`text-sm leading-7 text-ink-600 ${list ? 'line-clamp-3' : 'line-clamp-2'}`}>
            {course.shortDescription}
          </p>
        )}
        {course.instructorName && <p className="text-sm text-ink-500">مدرس: {course.instructorName}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-500">
          {duration && (
            <span className="flex items-center gap-1.5">
              <ClockIcon className="size-4" />
              {duration}
            </span>
          )}
          <span className="flex items-center gap-1.5">
            <UsersIcon className="size-4" />
            {formatStudents(course.enrolledStudents)}
          </span>
          <span className="flex items-center gap-1.5">
            <StarIcon className="size-4 text-accent-400" />
            {formatRating(course.rating)}
          </span>
        </div>
        <div className="border-t border-ink-100 pt-3">
          <CoursePrice price={course.price} originalPrice={course.originalPrice} />
        </div>
        {admin && (
          <Suspense fallback={null}>
            <CourseCardAdminBar course={course} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
