// Enumerations shared by the database schema, the GraphQL schema and the client.
// Each is a const object (usable by type-graphql's registerEnumType) plus its union type.

function valuesOf<T extends Record<string, string>>(e: T): [T[keyof T], ...T[keyof T][]] {
  return Object.values(e) as [T[keyof T], ...T[keyof T][]];
}

export const UserType = { STUDENT: 'STUDENT', DONOR: 'DONOR', STAFF: 'STAFF', ADMIN: 'ADMIN' } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPES = valuesOf(UserType);
export const SELF_REGISTERABLE_USER_TYPES = [UserType.STUDENT, UserType.DONOR, UserType.STAFF] as const;

export const EducationLevel = {
  ELEMENTARY: 'ELEMENTARY',
  MIDDLE_SCHOOL: 'MIDDLE_SCHOOL',
  HIGH_SCHOOL: 'HIGH_SCHOOL',
  DIPLOMA: 'DIPLOMA',
  ASSOCIATE: 'ASSOCIATE',
  UNIVERSITY: 'UNIVERSITY',
  BACHELOR: 'BACHELOR',
  MASTER: 'MASTER',
  GRADUATE: 'GRADUATE',
  DOCTORATE: 'DOCTORATE',
} as const;
export type EducationLevel = (typeof EducationLevel)[keyof typeof EducationLevel];
export const EDUCATION_LEVELS = valuesOf(EducationLevel);

export const StaffPosition = {
  PROGRAM_MANAGER: 'PROGRAM_MANAGER',
  VOLUNTEER_COORDINATOR: 'VOLUNTEER_COORDINATOR',
  FINANCE_OFFICER: 'FINANCE_OFFICER',
  COMMUNICATIONS: 'COMMUNICATIONS',
  FIELD_WORKER: 'FIELD_WORKER',
  OTHER: 'OTHER',
} as const;
export type StaffPosition = (typeof StaffPosition)[keyof typeof StaffPosition];
export const STAFF_POSITIONS = valuesOf(StaffPosition);

export const OtpPurpose = { LOGIN: 'LOGIN', SIGNUP: 'SIGNUP' } as const;
export type OtpPurpose = (typeof OtpPurpose)[keyof typeof OtpPurpose];
export const OTP_PURPOSES = valuesOf(OtpPurpose);
/**
 * Every purpose a stored one-time code can have: the sign-in ones above (the only ones sendOtp/verifyOtp take)
 * and PHONE_CHANGE, the code sent to a profile's new phone number (confirmPhoneChange).
 */
export const OtpCodePurpose = { ...OtpPurpose, PHONE_CHANGE: 'PHONE_CHANGE' } as const;
export type OtpCodePurpose = (typeof OtpCodePurpose)[keyof typeof OtpCodePurpose];
export const OTP_CODE_PURPOSES = valuesOf(OtpCodePurpose);

export const NotificationType = {
  COURSE: 'COURSE',
  DONATION: 'DONATION',
  PROGRAM: 'PROGRAM',
  PROFILE: 'PROFILE',
  SYSTEM: 'SYSTEM',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const NOTIFICATION_TYPES = valuesOf(NotificationType);

export const ProgramType = {
  SCHOLARSHIP: 'SCHOLARSHIP',
  SUPPLIES: 'SUPPLIES',
  MENTORSHIP: 'MENTORSHIP',
  INFRASTRUCTURE: 'INFRASTRUCTURE',
  VOCATIONAL_TRAINING: 'VOCATIONAL_TRAINING',
  TUTORING: 'TUTORING',
  TECHNOLOGY_ACCESS: 'TECHNOLOGY_ACCESS',
  NUTRITION: 'NUTRITION',
  EMERGENCY_ASSISTANCE: 'EMERGENCY_ASSISTANCE',
} as const;
export type ProgramType = (typeof ProgramType)[keyof typeof ProgramType];
export const PROGRAM_TYPES = valuesOf(ProgramType);

export const ProgramStatus = {
  DRAFT: 'DRAFT',
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  PAUSED: 'PAUSED',
  SUSPENDED: 'SUSPENDED',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const;
export type ProgramStatus = (typeof ProgramStatus)[keyof typeof ProgramStatus];
export const PROGRAM_STATUSES = valuesOf(ProgramStatus);

export const DonationStatus = { PENDING: 'PENDING', COMPLETED: 'COMPLETED', FAILED: 'FAILED' } as const;
export type DonationStatus = (typeof DonationStatus)[keyof typeof DonationStatus];
export const DONATION_STATUSES = valuesOf(DonationStatus);

/**
 * One gateway attempt: PENDING until settled; COMPLETED (verified, it paid its donation or course);
 * FAILED (the gateway refused it); CANCELLED (a newer attempt for the same subject replaced it, or the
 * subject was settled another way); REFUND_NEEDED (the payer came back from paying an attempt whose subject
 * was already paid or that had been cancelled: never verified, an admin must see it).
 */
export const PaymentStatus = {
  PENDING: 'PENDING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
  CANCELLED: 'CANCELLED',
  REFUND_NEEDED: 'REFUND_NEEDED',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const PAYMENT_STATUSES = valuesOf(PaymentStatus);

export const PaymentProvider = {
  ZARINPAL: 'ZARINPAL',
  CARD_TO_CARD: 'CARD_TO_CARD',
  BANK_TRANSFER: 'BANK_TRANSFER',
} as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];
export const PAYMENT_PROVIDERS = valuesOf(PaymentProvider);

export const PaymentUsageScope = { BOTH: 'BOTH', PROGRAM: 'PROGRAM', COURSE: 'COURSE' } as const;
export type PaymentUsageScope = (typeof PaymentUsageScope)[keyof typeof PaymentUsageScope];
export const PAYMENT_USAGE_SCOPES = valuesOf(PaymentUsageScope);

export const CourseCategory = {
  TECHNOLOGY: 'TECHNOLOGY',
  BUSINESS: 'BUSINESS',
  LANGUAGE: 'LANGUAGE',
  ART: 'ART',
  SCIENCE: 'SCIENCE',
  PERSONAL: 'PERSONAL',
  HEALTH: 'HEALTH',
  PERSONAL_DEVELOPMENT: 'PERSONAL_DEVELOPMENT',
  ACADEMIC: 'ACADEMIC',
  PROFESSIONAL: 'PROFESSIONAL',
  LIFE_SKILLS: 'LIFE_SKILLS',
} as const;
export type CourseCategory = (typeof CourseCategory)[keyof typeof CourseCategory];
export const COURSE_CATEGORIES = valuesOf(CourseCategory);

export const CourseLevel = {
  BEGINNER: 'BEGINNER',
  INTERMEDIATE: 'INTERMEDIATE',
  ADVANCED: 'ADVANCED',
  EXPERT: 'EXPERT',
} as const;
export type CourseLevel = (typeof CourseLevel)[keyof typeof CourseLevel];
export const COURSE_LEVELS = valuesOf(CourseLevel);

export const CourseStatus = { DRAFT: 'DRAFT', PUBLISHED: 'PUBLISHED', ARCHIVED: 'ARCHIVED' } as const;
export type CourseStatus = (typeof CourseStatus)[keyof typeof CourseStatus];
export const COURSE_STATUSES = valuesOf(CourseStatus);

export const CourseLanguage = { PERSIAN: 'PERSIAN', ENGLISH: 'ENGLISH', ARABIC: 'ARABIC' } as const;
export type CourseLanguage = (typeof CourseLanguage)[keyof typeof CourseLanguage];
export const COURSE_LANGUAGES = valuesOf(CourseLanguage);

export const LessonContentType = {
  VIDEO: 'VIDEO',
  TEXT: 'TEXT',
  QUIZ: 'QUIZ',
  ASSIGNMENT: 'ASSIGNMENT',
  RESOURCE: 'RESOURCE',
} as const;
export type LessonContentType = (typeof LessonContentType)[keyof typeof LessonContentType];
export const LESSON_CONTENT_TYPES = valuesOf(LessonContentType);

export const EnrollmentStatus = { PENDING: 'PENDING', ACTIVE: 'ACTIVE', CANCELLED: 'CANCELLED' } as const;
export type EnrollmentStatus = (typeof EnrollmentStatus)[keyof typeof EnrollmentStatus];
export const ENROLLMENT_STATUSES = valuesOf(EnrollmentStatus);

export const ContactStatus = { NEW: 'NEW', IN_PROGRESS: 'IN_PROGRESS', RESOLVED: 'RESOLVED' } as const;
export type ContactStatus = (typeof ContactStatus)[keyof typeof ContactStatus];
export const CONTACT_STATUSES = valuesOf(ContactStatus);

export const ContactSubject = {
  DONATION: 'DONATION',
  VOLUNTEER: 'VOLUNTEER',
  HELP_REQUEST: 'HELP_REQUEST',
  PARTNERSHIP: 'PARTNERSHIP',
  COMPLAINT: 'COMPLAINT',
  SUGGESTION: 'SUGGESTION',
  OTHER: 'OTHER',
} as const;
export type ContactSubject = (typeof ContactSubject)[keyof typeof ContactSubject];
export const CONTACT_SUBJECTS = valuesOf(ContactSubject);

export const LandingSection = {
  HERO: 'hero',
  STATS: 'stats',
  PROGRAMS: 'programs',
  TESTIMONIALS: 'testimonials',
  CTA: 'cta',
} as const;
export type LandingSection = (typeof LandingSection)[keyof typeof LandingSection];
export const LANDING_SECTIONS = valuesOf(LandingSection);

export const PageComponentType = {
  HERO: 'hero',
  STATS: 'stats',
  PROGRAMS: 'programs',
  TESTIMONIALS: 'testimonials',
  CTA: 'cta',
  TEXT_BLOCK: 'textBlock',
  IMAGE_BLOCK: 'imageBlock',
  BUTTON: 'button',
  SPACER: 'spacer',
} as const;
export type PageComponentType = (typeof PageComponentType)[keyof typeof PageComponentType];
export const PAGE_COMPONENT_TYPES = valuesOf(PageComponentType);

// Status of a program timeline event (stored lower-case inside the program's timeline JSON).
export const TimelineEventStatus = {
  PENDING: 'pending',
  IN_PROGRESS: 'in_progress',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
} as const;
export type TimelineEventStatus = (typeof TimelineEventStatus)[keyof typeof TimelineEventStatus];
export const TIMELINE_EVENT_STATUSES = valuesOf(TimelineEventStatus);

// The generic status words of spec doc 1 §3, used for badges.
export const GenericStatus = {
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  PUBLISHED: 'published',
  DRAFT: 'draft',
} as const;
export type GenericStatus = (typeof GenericStatus)[keyof typeof GenericStatus];
export const GENERIC_STATUSES = valuesOf(GenericStatus);
