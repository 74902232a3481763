import { toPersianDigits } from '@common/digits';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ClockIcon, UsersIcon } from '../../../components/ui/icons';
import { AwardIcon, CheckIcon } from '../../../components/ui/pageIcons';
import type { PublicCourseQuery } from '../../../gql/graphql';
import { CoursePrice } from '../CoursePrice';
import { CourseThumbnail } from '../CourseThumbnail';
import { CoursePaymentMethods } from './CoursePaymentMethods';
import { AwaitingApprovalNotice, EnrolledNotice } from './EnrollmentNotice';
import { isOnline, useCoursePaymentMethods } from './useCoursePaymentMethods';
import { useEnrollCourse } from './useEnrollCourse';

type Course = NonNullable<PublicCourseQuery['publicCourse']>;

function Perk({ children, icon }: { children: ReactNode; icon: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5 text-sm text-ink-700">
      {icon}
      {children}
    </li>
  );
}

/**
 * Picture, price (or 'رایگان'), the buy / start-free button (or the member's enrolment), what the course
 * includes, and the payment methods (a choice for a signed-in member buying a paid course).
 */
export function PriceCard({ course }: { course: Course }) {
  const { enroll, enrolling, isAuthenticated } = useEnrollCourse(course.id);
  const methods = useCoursePaymentMethods();
  const [selected, setSelected] = useState<string | null>(null);
  const enrollment = course.viewerEnrollment;
  const pendingMethod = methods.find((method) => method.code === enrollment?.paymentMethod);
  const enrolled = enrollment?.status === 'ACTIVE';
  const awaitingApproval = enrollment?.status === 'PENDING' && !(pendingMethod && isOnline(pendingMethod));
  const choosing = !course.isFree && isAuthenticated && !enrolled && !awaitingApproval;
  const chosen = selected ?? methods[0]?.code ?? null;
  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-ink-100">
      <CourseThumbnail url={course.thumbnailUrl} priority className="aspect-video w-full" />
      <div className="flex flex-col gap-5 p-6">
        <CoursePrice price={course.price} originalPrice={course.originalPrice} size="lg" />
        {enrolled && <EnrolledNotice />}
        {awaitingApproval && <AwaitingApprovalNotice method={pendingMethod} />}
        {!enrolled && !awaitingApproval && (
          <Button
            size="lg"
            variant={course.isFree ? 'primary' : 'accent'}
            onClick={() => void enroll(course.isFree ? null : chosen)}
            loading={enrolling}
            disabled={choosing && chosen === null}
            className="w-full"
          >
            {course.isFree ? 'شروع رایگان دوره' : 'خرید دوره'}
          </Button>
        )}
        <ul className="flex flex-col gap-3">
          <Perk icon={<ClockIcon className="size-5 text-brand-600" />}>دسترسی مادام‌العمر</Perk>
          <Perk icon={<UsersIcon className="size-5 text-brand-600" />}>
            {course.maxStudents ? `ظرفیت ${toPersianDigits(course.maxStudents)} نفر` : 'ظرفیت نامحدود'}
          </Perk>
          {course.certificateProvided && (
            <Perk icon={<AwardIcon className="size-5 text-brand-600" />}>همراه با گواهی پایان دوره</Perk>
          )}
          <Perk icon={<CheckIcon className="size-5 text-brand-600" />}>پشتیبانی و پاسخ به پرسش‌ها</Perk>
        </ul>
        <CoursePaymentMethods
          methods={methods}
          {...(choosing ? { selectedCode: chosen, onSelect: setSelected } : {})}
        />
      </div>
    </div>
  );
}
