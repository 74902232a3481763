import { formatJalaliDate } from '@common/date';
import { formatNumber } from '@common/digits';
import type { ComponentType, ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/Breadcrumb';
import { ClockIcon, type IconProps, StarIcon, UsersIcon } from '../../../components/ui/icons';
import { CalendarIcon } from '../../../components/ui/pageIcons';
import type { PublicCourseQuery } from '../../../gql/graphql';
import { CourseBadges } from '../CourseBadges';
import { formatCourseDuration, formatRating, formatStudents } from '../courseFormat';

type Course = NonNullable<PublicCourseQuery['publicCourse']>;

function Fact({ Icon, children }: { Icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="size-5 text-accent-300" />
      {children}
    </li>
  );
}

/** Breadcrumb, category and level, title, short description and the key facts of a course. */
export function CourseHero({ course }: { course: Course }) {
  const duration = formatCourseDuration(course.durationHours, course.durationMinutes);
  return (
    <header className="bg-gradient-to-bl from-brand-900 via-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumb
          tone="light"
          items={[{ label: 'دوره‌های آموزشی', to: '/courses' }, { label: course.title }]}
        />
        <div className="mt-6 max-w-3xl">
          <CourseBadges category={course.category} level={course.level} />
          <h1 className="mt-4 text-3xl font-extrabold leading-tight sm:text-4xl">{course.title}</h1>
          {course.shortDescription && (
            <p className="mt-4 text-lg leading-8 text-brand-50">{course.shortDescription}</p>
          )}
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-50">
            {duration && <Fact Icon={ClockIcon}>{duration}</Fact>}
            <Fact Icon={UsersIcon}>{formatStudents(course.enrolledStudents)}</Fact>
            <Fact Icon={StarIcon}>
              <span>
                امتیاز {formatRating(course.rating)}
                <span className="text-brand-200"> ({formatNumber(course.reviewsCount, 0)} نظر)</span>
              </span>
            </Fact>
            <Fact Icon={CalendarIcon}>آخرین به‌روزرسانی: {formatJalaliDate(course.lastUpdated)}</Fact>
          </ul>
        </div>
      </div>
    </header>
  );
}
