// Persian labels for every enumeration in ./enums. Each map is total over its enum (checked by the compiler).
import type {
  ContactStatus,
  ContactSubject,
  CourseCategory,
  CourseLanguage,
  CourseLevel,
  CourseStatus,
  DonationStatus,
  EducationLevel,
  EnrollmentStatus,
  GenericStatus,
  LandingSection,
  LessonContentType,
  NotificationType,
  OtpPurpose,
  PageComponentType,
  PaymentProvider,
  PaymentStatus,
  PaymentUsageScope,
  ProgramStatus,
  ProgramType,
  StaffPosition,
  TimelineEventStatus,
  UserType,
} from './enums';

/** User types as the public site and dashboard name them (spec doc 1 §6). */
export const userTypeLabels: Record<UserType, string> = {
  STUDENT: 'دانش‌آموز',
  DONOR: 'حامی',
  STAFF: 'همکار',
  ADMIN: 'مدیر',
};

/** User types as the admin area names them (spec doc 3 §2.2). */
export const adminRoleLabels: Record<UserType, string> = {
  ADMIN: 'مدیر سیستم',
  STAFF: 'کارمند',
  DONOR: 'نیکوکار',
  STUDENT: 'دانش‌آموز',
};

export const educationLevelLabels: Record<EducationLevel, string> = {
  ELEMENTARY: 'ابتدایی',
  MIDDLE_SCHOOL: 'متوسطه اول',
  HIGH_SCHOOL: 'متوسطه دوم',
  DIPLOMA: 'دیپلم',
  ASSOCIATE: 'کاردانی',
  UNIVERSITY: 'دانشگاهی',
  BACHELOR: 'کارشناسی',
  MASTER: 'کارشناسی ارشد',
  GRADUATE: 'تحصیلات تکمیلی',
  DOCTORATE: 'دکتری',
};

export const staffPositionLabels: Record<StaffPosition, string> = {
  PROGRAM_MANAGER: 'مدیر برنامه',
  VOLUNTEER_COORDINATOR: 'هماهنگ‌کننده داوطلبان',
  FINANCE_OFFICER: 'مسئول مالی',
  COMMUNICATIONS: 'روابط عمومی',
  FIELD_WORKER: 'کارشناس میدانی',
  OTHER: 'سایر',
};

export const otpPurposeLabels: Record<OtpPurpose, string> = {
  LOGIN: 'ورود',
  SIGNUP: 'ثبت‌نام',
};

export const notificationTypeLabels: Record<NotificationType, string> = {
  COURSE: 'دوره',
  DONATION: 'کمک مالی',
  PROGRAM: 'برنامه',
  PROFILE: 'پروفایل',
  SYSTEM: 'سیستم',
};

export const programTypeLabels: Record<ProgramType, string> = {
  SCHOLARSHIP: 'بورسیه تحصیلی',
  SUPPLIES: 'لوازم تحصیلی',
  MENTORSHIP: 'منتورینگ و راهنمایی',
  INFRASTRUCTURE: 'زیرساخت آموزشی',
  VOCATIONAL_TRAINING: 'آموزش فنی و حرفه‌ای',
  TUTORING: 'کلاس تقویتی',
  TECHNOLOGY_ACCESS: 'دسترسی به فناوری',
  NUTRITION: 'تغذیه',
  EMERGENCY_ASSISTANCE: 'کمک اضطراری',
};

export const programStatusLabels: Record<ProgramStatus, string> = {
  DRAFT: 'پیش‌نویس',
  PENDING: 'در انتظار تأیید',
  ACTIVE: 'فعال',
  PAUSED: 'متوقف‌شده',
  SUSPENDED: 'تعلیق‌شده',
  COMPLETED: 'تکمیل‌شده',
  CANCELLED: 'لغوشده',
};

export const donationStatusLabels: Record<DonationStatus, string> = {
  PENDING: 'در انتظار پرداخت',
  COMPLETED: 'موفق',
  FAILED: 'ناموفق',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PENDING: 'در انتظار پرداخت',
  COMPLETED: 'موفق',
  FAILED: 'ناموفق',
  CANCELLED: 'لغوشده',
  REFUND_NEEDED: 'نیازمند بازگشت وجه',
};

export const paymentProviderLabels: Record<PaymentProvider, string> = {
  ZARINPAL: 'زرین‌پال (درگاه آنلاین)',
  CARD_TO_CARD: 'کارت به کارت',
  BANK_TRANSFER: 'واریز بانکی',
};

export const paymentUsageScopeLabels: Record<PaymentUsageScope, string> = {
  BOTH: 'برنامه‌ها و دوره‌ها',
  PROGRAM: 'فقط برنامه‌ها',
  COURSE: 'فقط دوره‌ها',
};

export const courseCategoryLabels: Record<CourseCategory, string> = {
  TECHNOLOGY: 'فناوری',
  BUSINESS: 'کسب‌وکار',
  LANGUAGE: 'زبان',
  ART: 'هنر',
  SCIENCE: 'علوم',
  PERSONAL: 'مهارت‌های فردی',
  HEALTH: 'سلامت',
  PERSONAL_DEVELOPMENT: 'توسعه فردی',
  ACADEMIC: 'درسی و تحصیلی',
  PROFESSIONAL: 'حرفه‌ای',
  LIFE_SKILLS: 'مهارت‌های زندگی',
};

export const courseLevelLabels: Record<CourseLevel, string> = {
  BEGINNER: 'مبتدی',
  INTERMEDIATE: 'متوسط',
  ADVANCED: 'پیشرفته',
  EXPERT: 'تخصصی',
};

export const courseStatusLabels: Record<CourseStatus, string> = {
  DRAFT: 'پیش‌نویس',
  PUBLISHED: 'منتشرشده',
  ARCHIVED: 'بایگانی‌شده',
};

export const courseLanguageLabels: Record<CourseLanguage, string> = {
  PERSIAN: 'فارسی',
  ENGLISH: 'انگلیسی',
  ARABIC: 'عربی',
};

export const lessonContentTypeLabels: Record<LessonContentType, string> = {
  VIDEO: 'ویدیو',
  TEXT: 'متن',
  QUIZ: 'آزمون',
  ASSIGNMENT: 'تکلیف',
  RESOURCE: 'منابع',
};

export const enrollmentStatusLabels: Record<EnrollmentStatus, string> = {
  PENDING: 'در انتظار',
  ACTIVE: 'فعال',
  CANCELLED: 'لغوشده',
};

export const contactStatusLabels: Record<ContactStatus, string> = {
  NEW: 'جدید',
  IN_PROGRESS: 'در حال بررسی',
  RESOLVED: 'رسیدگی‌شده',
};

export const contactSubjectLabels: Record<ContactSubject, string> = {
  DONATION: 'کمک مالی',
  VOLUNTEER: 'همکاری داوطلبانه',
  HELP_REQUEST: 'درخواست کمک',
  PARTNERSHIP: 'همکاری سازمانی',
  COMPLAINT: 'شکایت',
  SUGGESTION: 'پیشنهاد',
  OTHER: 'سایر',
};

export const landingSectionLabels: Record<LandingSection, string> = {
  hero: 'بخش اصلی',
  stats: 'آمار',
  programs: 'برنامه‌ها',
  testimonials: 'نظرات',
  cta: 'دعوت به همکاری',
};

export const pageComponentTypeLabels: Record<PageComponentType, string> = {
  hero: 'بخش اصلی',
  stats: 'آمار',
  programs: 'برنامه‌ها',
  testimonials: 'نظرات',
  cta: 'دعوت به همکاری',
  textBlock: 'بلوک متن',
  imageBlock: 'بلوک تصویر',
  button: 'دکمه',
  spacer: 'فاصله',
};

export const timelineEventStatusLabels: Record<TimelineEventStatus, string> = {
  pending: 'در انتظار',
  in_progress: 'در حال انجام',
  completed: 'انجام‌شده',
  cancelled: 'لغوشده',
};

/** The generic status words (spec doc 1 §3). */
export const genericStatusLabels: Record<GenericStatus, string> = {
  active: 'فعال',
  inactive: 'غیرفعال',
  pending: 'در انتظار',
  approved: 'تأییدشده',
  rejected: 'ردشده',
  published: 'منتشرشده',
  draft: 'پیش‌نویس',
};

/** A label for a value that may be outside the map (e.g. from an older server); falls back to the value. */
export function labelOf<K extends string>(
  labels: Record<K, string>,
  value: string | null | undefined,
): string {
  if (value == null) return '';
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}

/**
 * Each enumeration's labels by its GraphQL type name, so the REST door also reads a value written as its
 * Persian label, as the spec names some values in words (course language «فارسی»).
 */
export const enumLabelsByType: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  UserType: userTypeLabels,
  EducationLevel: educationLevelLabels,
  StaffPosition: staffPositionLabels,
  NotificationType: notificationTypeLabels,
  OtpPurpose: otpPurposeLabels,
  CourseCategory: courseCategoryLabels,
  CourseLevel: courseLevelLabels,
  CourseStatus: courseStatusLabels,
  CourseLanguage: courseLanguageLabels,
  LessonContentType: lessonContentTypeLabels,
  PaymentProvider: paymentProviderLabels,
  PaymentUsageScope: paymentUsageScopeLabels,
  ContactSubject: contactSubjectLabels,
  ContactStatus: contactStatusLabels,
  ProgramType: programTypeLabels,
  ProgramStatus: programStatusLabels,
  DonationStatus: donationStatusLabels,
  PaymentStatus: paymentStatusLabels,
  EnrollmentStatus: enrollmentStatusLabels,
  TimelineEventStatus: timelineEventStatusLabels,
};
