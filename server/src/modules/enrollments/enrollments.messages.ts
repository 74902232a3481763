// The texts for people of the enrollments module: success answers, refusals and notifications.

import { toPersianDigits } from '@common/digits';
import type { EnrollmentStatus } from '@common/enums';
import { enrollmentStatusLabels } from '@common/labels';

/** The answer when a course has no place left (before enrolling, and when a racing enrolment took the last one). */
export const courseFullMessage = 'ظرفیت این دوره تکمیل شده است';

export const enrollmentServiceMessages = {
  enrolled: 'ثبت‌نام شما در دوره انجام شد',
  alreadyEnrolled: 'شما قبلاً در این دوره ثبت‌نام کرده‌اید',
  full: courseFullMessage,
  chooseMethod: 'لطفاً روش پرداخت را انتخاب کنید',
  methodUnavailable: 'روش پرداخت انتخاب‌شده در دسترس نیست',
  toGateway: 'در حال انتقال به درگاه پرداخت…',
  /** What the payer reads on the gateway's page. */
  paymentDescription: (courseTitle: string, enrollmentId: number) =>
    `خرید دوره «${courseTitle}» (ثبت‌نام شماره ${toPersianDigits(enrollmentId)})`,
  awaitingApproval:
    'درخواست ثبت‌نام شما ثبت شد. لطفاً مبلغ دوره را با اطلاعات زیر پرداخت کنید؛ پس از تأیید مدیر، دسترسی شما به دوره فعال می‌شود.',
} as const;

export const adminEnrollmentMessages = {
  notFound: 'ثبت‌نام مورد نظر یافت نشد',
  alreadyDecided: 'وضعیت این ثبت‌نام قبلاً مشخص شده است و فقط ثبت‌نام‌های در انتظار قابل تأیید یا رد هستند',
  statusChoice: 'وضعیت جدید باید «فعال» یا «لغوشده» باشد',
  statusChanged: (status: EnrollmentStatus) =>
    `وضعیت ثبت‌نام به «${enrollmentStatusLabels[status]}» تغییر کرد`,
} as const;

export const enrollmentMessages = {
  activatedTitle: 'ثبت‌نام در دوره',
  activatedBody: (courseTitle: string) => `ثبت‌نام شما در دوره «${courseTitle}» انجام شد.`,
} as const;
