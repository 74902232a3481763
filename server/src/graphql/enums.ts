import {
  ContactStatus,
  ContactSubject,
  CourseCategory,
  CourseLanguage,
  CourseLevel,
  CourseStatus,
  DonationStatus,
  EducationLevel,
  EnrollmentStatus,
  LessonContentType,
  NotificationType,
  OtpPurpose,
  PaymentProvider,
  PaymentStatus,
  PaymentUsageScope,
  ProgramStatus,
  ProgramType,
  StaffPosition,
  TimelineEventStatus,
  UserType,
} from '@common/enums';
import { registerEnumType } from 'type-graphql';

// The shared enums the schema exposes, each registered once here (import this file for its effect).
registerEnumType(UserType, { name: 'UserType', description: 'STUDENT, DONOR, STAFF or ADMIN.' });
registerEnumType(EducationLevel, { name: 'EducationLevel' });
registerEnumType(StaffPosition, { name: 'StaffPosition' });
registerEnumType(NotificationType, { name: 'NotificationType' });
registerEnumType(OtpPurpose, { name: 'OtpPurpose' });
registerEnumType(CourseCategory, { name: 'CourseCategory', description: 'Course subject area.' });
registerEnumType(CourseLevel, { name: 'CourseLevel', description: 'Course difficulty.' });
registerEnumType(CourseStatus, { name: 'CourseStatus', description: 'Only PUBLISHED courses are public.' });
registerEnumType(CourseLanguage, { name: 'CourseLanguage' });
registerEnumType(LessonContentType, {
  name: 'LessonContentType',
  description:
    'VIDEO, TEXT, QUIZ, ASSIGNMENT or RESOURCE (quizzes and assignments: coming in future versions).',
});
registerEnumType(PaymentProvider, { name: 'PaymentProvider' });
registerEnumType(PaymentUsageScope, {
  name: 'PaymentUsageScope',
  description: 'Where a payment method may be used: programs (donations), courses, or both.',
});
registerEnumType(ContactSubject, { name: 'ContactSubject' });
registerEnumType(ContactStatus, {
  name: 'ContactStatus',
  description: 'NEW, IN_PROGRESS, RESOLVED; set freely.',
});
registerEnumType(ProgramType, { name: 'ProgramType' });
registerEnumType(ProgramStatus, {
  name: 'ProgramStatus',
  description: 'Public reads show every status except DRAFT and PENDING (awaiting approval).',
});
registerEnumType(DonationStatus, { name: 'DonationStatus', description: 'PENDING, COMPLETED or FAILED.' });
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'A gateway attempt: PENDING, COMPLETED, FAILED, CANCELLED (replaced) or REFUND_NEEDED.',
});
registerEnumType(EnrollmentStatus, {
  name: 'EnrollmentStatus',
  description: 'PENDING (awaiting payment or approval), ACTIVE or CANCELLED.',
});
registerEnumType(TimelineEventStatus, {
  name: 'TimelineEventStatus',
  description: "A program timeline event's stage (a stored 'current' reads as IN_PROGRESS).",
});
