import { bearer, insertUser, tokenFor } from './accounts';
import type { TestApp } from './test-app';

/** What the admin tests read back of a program. */
export const ADMIN_PROGRAM_FIELDS = `id name description programType status startDate endDate applicationDeadline
  targetBudget raisedAmount fundingPercentage imageUrl location duration maxParticipants currentParticipants
  benefits eligibilityCriteria requiredDocuments requirements timeline
  timelineEvents { id date event status }
  coordinatorId coordinatorName coordinatorEmail coordinatorPhone`;

/** A complete program form (rial), two timeline events given out of date order. */
export function programForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'بورسیه تحصیلی ۱۴۰۵',
    description: 'کمک هزینه تحصیلی برای دانش‌آموزان مستعد',
    programType: 'SCHOLARSHIP',
    startDate: '2026-09-23',
    endDate: '2027-06-21',
    applicationDeadline: '2026-09-01',
    targetBudget: 500_000_000,
    location: 'تهران',
    duration: '۹ ماه',
    maxParticipants: 40,
    benefits: 'کتاب\nکلاس',
    timeline: [
      { date: '2026-10-01', event: 'شروع کلاس‌ها' },
      { date: '2026-09-01', event: 'پایان ثبت‌نام', status: 'COMPLETED' },
    ],
    ...extra,
  };
}

/** An admin and a student (by phone prefix, so several files can share a database); their auth headers. */
export async function programAdminAndStudent(t: TestApp, prefix: string) {
  await insertUser(t, `${prefix}0001`, { userType: 'ADMIN', firstName: 'مدیر', lastName: 'سامانه' });
  await insertUser(t, `${prefix}0002`, { userType: 'STUDENT' });
  return {
    admin: bearer(await tokenFor(t, `${prefix}0001`)),
    student: bearer(await tokenFor(t, `${prefix}0002`)),
  };
}
