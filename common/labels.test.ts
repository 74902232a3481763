import { describe, expect, it } from 'vitest';
import * as enums from './enums';
import * as labels from './labels';

const pairs: [readonly string[], Record<string, string>][] = [
  [enums.USER_TYPES, labels.userTypeLabels],
  [enums.USER_TYPES, labels.adminRoleLabels],
  [enums.EDUCATION_LEVELS, labels.educationLevelLabels],
  [enums.STAFF_POSITIONS, labels.staffPositionLabels],
  [enums.OTP_PURPOSES, labels.otpPurposeLabels],
  [enums.NOTIFICATION_TYPES, labels.notificationTypeLabels],
  [enums.PROGRAM_TYPES, labels.programTypeLabels],
  [enums.PROGRAM_STATUSES, labels.programStatusLabels],
  [enums.DONATION_STATUSES, labels.donationStatusLabels],
  [enums.PAYMENT_PROVIDERS, labels.paymentProviderLabels],
  [enums.PAYMENT_STATUSES, labels.paymentStatusLabels],
  [enums.PAYMENT_USAGE_SCOPES, labels.paymentUsageScopeLabels],
  [enums.COURSE_CATEGORIES, labels.courseCategoryLabels],
  [enums.COURSE_LEVELS, labels.courseLevelLabels],
  [enums.COURSE_STATUSES, labels.courseStatusLabels],
  [enums.COURSE_LANGUAGES, labels.courseLanguageLabels],
  [enums.LESSON_CONTENT_TYPES, labels.lessonContentTypeLabels],
  [enums.ENROLLMENT_STATUSES, labels.enrollmentStatusLabels],
  [enums.CONTACT_STATUSES, labels.contactStatusLabels],
  [enums.CONTACT_SUBJECTS, labels.contactSubjectLabels],
  [enums.LANDING_SECTIONS, labels.landingSectionLabels],
  [enums.PAGE_COMPONENT_TYPES, labels.pageComponentTypeLabels],
  [enums.TIMELINE_EVENT_STATUSES, labels.timelineEventStatusLabels],
  [enums.GENERIC_STATUSES, labels.genericStatusLabels],
];

describe('labels', () => {
  it('has a non-empty Persian label for every enum value and nothing else', () => {
    for (const [values, map] of pairs) {
      expect(Object.keys(map).sort()).toEqual([...values].sort());
      for (const label of Object.values(map)) expect(label).toMatch(/^[\u0600-\u06FF\u200C ()]+$/);
    }
  });

  it('uses the spec wording for roles', () => {
    expect(labels.userTypeLabels).toEqual({
      STUDENT: 'دانش‌آموز',
      DONOR: 'حامی',
      STAFF: 'همکار',
      ADMIN: 'مدیر',
    });
    expect(labels.adminRoleLabels.ADMIN).toBe('مدیر سیستم');
    expect(labels.adminRoleLabels.STAFF).toBe('کارمند');
    expect(labels.adminRoleLabels.DONOR).toBe('نیکوکار');
  });

  it('writes the zero-width non-joiner where Persian needs it', () => {
    expect(labels.userTypeLabels.STUDENT).toBe('دانش\u200Cآموز');
    expect(labels.landingSectionLabels.programs).toBe('برنامه\u200Cها');
    expect(labels.otpPurposeLabels.SIGNUP).toBe('ثبت\u200Cنام');
    expect(labels.genericStatusLabels.draft).toBe('پیش\u200Cنویس');
  });

  it('falls back to the raw value for unknown values', () => {
    expect(labels.labelOf(labels.courseLevelLabels, 'BEGINNER')).toBe('مبتدی');
    expect(labels.labelOf(labels.courseLevelLabels, 'WIZARD')).toBe('WIZARD');
    expect(labels.labelOf(labels.courseLevelLabels, 'toString')).toBe('toString');
    expect(labels.labelOf(labels.courseLevelLabels, null)).toBe('');
  });
});
