// How the audit log names what it stores: the short English keys of actions, object types and fields, each
// with its Persian label and the way its values are shown (as the admin forms show them).
import {
  contactStatusLabels,
  contactSubjectLabels,
  courseCategoryLabels,
  courseLanguageLabels,
  courseLevelLabels,
  courseStatusLabels,
  donationStatusLabels,
  educationLevelLabels,
  enrollmentStatusLabels,
  notificationTypeLabels,
  paymentProviderLabels,
  paymentUsageScopeLabels,
  programStatusLabels,
  programTypeLabels,
  staffPositionLabels,
  userTypeLabels,
} from './labels';

/**
 * How a stored value is shown: plain text, a number, yes/no, a day, a moment, a rial sum shown in toman (as the
 * forms take it), a list of texts, a count of items, a settings object (its keys labelled), or an enum's labels.
 */
export type AuditShown =
  | 'text'
  | 'number'
  | 'yesNo'
  | 'date'
  | 'dateTime'
  | 'money'
  | 'list'
  | { count: string }
  | { keys: Record<string, string> }
  | { values: Record<string, string> };

export interface AuditField {
  label: string;
  shown: AuditShown;
}

const field = (label: string, shown: AuditShown = 'text'): AuditField => ({ label, shown });

export const AUDIT_ACTIONS = {
  create: 'ایجاد',
  update: 'ویرایش',
  delete: 'حذف',
  status: 'تغییر وضعیت',
  verification: 'تأیید ایمیل',
  reset: 'بازگردانی پیش‌فرض‌ها',
  reorder: 'تغییر ترتیب',
  publish: 'انتشار',
  restore: 'بازگردانی نسخه',
  cancel: 'لغو به‌جای حذف',
  archive: 'بایگانی',
  participants: 'تعداد شرکت‌کنندگان',
  funding: 'محاسبه‌ی دوباره‌ی مبلغ جمع‌آوری‌شده',
  lessonVideo: 'تغییر ویدیوی درس',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Fields named alike in several objects. */
const SHARED_FIELDS: Record<string, AuditField> = {
  id: field('شناسه', 'number'),
  title: field('عنوان'),
  name: field('نام'),
  description: field('توضیحات'),
  imageUrl: field('تصویر'),
  isActive: field('فعال', 'yesNo'),
  email: field('ایمیل'),
  phone: field('تلفن'),
  message: field('متن پیام'),
  userId: field('کاربر', 'number'),
  programId: field('برنامه', 'number'),
  courseId: field('دوره', 'number'),
  paymentMethod: field('روش پرداخت'),
  durationMinutes: field('مدت (دقیقه)', 'number'),
  requirements: field('پیش‌نیازها'),
  publishedAt: field('زمان انتشار', 'dateTime'),
  deletedAt: field('زمان حذف', 'dateTime'),
};

const PROVIDER_SETTINGS = {
  merchantId: 'شناسه‌ی پذیرنده',
  cardNumber: 'شماره کارت',
  accountName: 'نام صاحب حساب',
  iban: 'شماره شبا',
  bankName: 'نام بانک',
};

const SOCIAL_NETWORKS = {
  instagram: 'اینستاگرام',
  twitter: 'ایکس (توییتر)',
  linkedin: 'لینکدین',
  facebook: 'فیس‌بوک',
};

const NOTIFICATION_SETTINGS = {
  emailNotifications: 'اعلان با ایمیل',
  courseUpdates: 'خبرهای دوره‌ها',
  donationUpdates: 'خبرهای کمک‌ها',
  newsletter: 'خبرنامه',
};

const PRIVACY_SETTINGS = {
  showNameOnDonations: 'نمایش نام در کمک‌ها',
  showInSupporterLists: 'نمایش در فهرست حامیان',
  showProfileImage: 'نمایش تصویر پروفایل',
};

/** Every object type the log records, with its label and the fields its entries may carry. */
export const AUDIT_OBJECTS = {
  user: {
    label: 'کاربر',
    fields: {
      firstName: field('نام'),
      lastName: field('نام خانوادگی'),
      phoneNumber: field('شماره موبایل'),
      userType: field('نقش', { values: userTypeLabels }),
      emailVerified: field('ایمیل تأییدشده', 'yesNo'),
      phoneVerified: field('موبایل تأییدشده', 'yesNo'),
      studentId: field('شماره دانشجویی'),
      organization: field('سازمان'),
      staffPosition: field('سمت', { values: staffPositionLabels }),
      educationLevel: field('مقطع تحصیلی', { values: educationLevelLabels }),
      profileImageUrl: field('تصویر پروفایل'),
      lastLoginAt: field('آخرین ورود', 'dateTime'),
      pendingPhoneNumber: field('موبایل در انتظار تأیید'),
      pendingPhoneRequestedAt: field('زمان درخواست تغییر موبایل', 'dateTime'),
      notificationSettings: field('تنظیمات اعلان‌ها', { keys: NOTIFICATION_SETTINGS }),
      privacySettings: field('تنظیمات حریم خصوصی', { keys: PRIVACY_SETTINGS }),
    },
  },
  contactMessage: {
    label: 'پیام تماس',
    fields: {
      status: field('وضعیت', { values: contactStatusLabels }),
      subject: field('موضوع', { values: contactSubjectLabels }),
      ipAddress: field('نشانی IP'),
    },
  },
  donation: {
    label: 'کمک مالی',
    fields: {
      status: field('وضعیت', { values: donationStatusLabels }),
      paymentReference: field('شماره‌ی پیگیری پرداخت'),
      amount: field('مبلغ', 'money'),
      donorName: field('نام کمک‌کننده'),
      donorEmail: field('ایمیل کمک‌کننده'),
      isAnonymous: field('ناشناس', 'yesNo'),
      donationDate: field('زمان کمک', 'dateTime'),
      completedAt: field('زمان تکمیل', 'dateTime'),
    },
  },
  enrollment: {
    label: 'ثبت‌نام دوره',
    fields: {
      status: field('وضعیت', { values: enrollmentStatusLabels }),
      amountPaid: field('مبلغ پرداخت‌شده', 'money'),
    },
  },
  paymentMethod: {
    label: 'روش پرداخت',
    fields: {
      code: field('کد'),
      displayNameFa: field('نام فارسی'),
      displayNameEn: field('نام انگلیسی'),
      icon: field('نماد'),
      provider: field('نوع درگاه', { values: paymentProviderLabels }),
      usageScope: field('کاربرد', { values: paymentUsageScopeLabels }),
      sortOrder: field('ترتیب نمایش', 'number'),
      config: field('تنظیمات درگاه', { keys: PROVIDER_SETTINGS }),
    },
  },
  program: {
    label: 'برنامه',
    fields: {
      programType: field('نوع برنامه', { values: programTypeLabels }),
      status: field('وضعیت', { values: programStatusLabels }),
      startDate: field('تاریخ شروع', 'date'),
      endDate: field('تاریخ پایان', 'date'),
      applicationDeadline: field('مهلت ثبت‌نام', 'date'),
      targetBudget: field('بودجه‌ی هدف', 'money'),
      raisedAmount: field('مبلغ جمع‌آوری‌شده', 'money'),
      location: field('مکان'),
      duration: field('مدت'),
      benefits: field('مزایا'),
      eligibilityCriteria: field('شرایط پذیرش'),
      requiredDocuments: field('مدارک لازم'),
      maxParticipants: field('حداکثر شرکت‌کنندگان', 'number'),
      currentParticipants: field('شرکت‌کنندگان فعلی', 'number'),
      coordinatorId: field('هماهنگ‌کننده (عضو)', 'number'),
      coordinatorName: field('نام هماهنگ‌کننده'),
      coordinatorEmail: field('ایمیل هماهنگ‌کننده'),
      coordinatorPhone: field('تلفن هماهنگ‌کننده'),
      timeline: field('گاه‌شمار', { count: 'رویداد' }),
    },
  },
  program_spending: {
    label: 'هزینه‌کرد برنامه',
    fields: {
      amount: field('مبلغ', 'money'),
      spentOn: field('تاریخ هزینه', 'date'),
      receiptImageUrl: field('تصویر رسید'),
      createdById: field('ثبت‌کننده', 'number'),
    },
  },
  landingContent: {
    label: 'محتوای صفحه‌ی اصلی',
    fields: {
      sectionKey: field('کلید'),
      subtitle: field('زیرعنوان'),
      content: field('متن'),
      linkText: field('متن پیوند'),
      linkUrl: field('نشانی پیوند'),
      extraData: field('داده‌ی تکمیلی'),
      orderIndex: field('ترتیب', 'number'),
      items: field('تعداد موارد', 'number'),
    },
  },
  slide: {
    label: 'اسلاید',
    fields: {
      link: field('پیوند'),
      published: field('منتشرشده', 'yesNo'),
      showTitle: field('نمایش عنوان', 'yesNo'),
      displayOrder: field('ترتیب نمایش', 'number'),
    },
  },
  pageLayout: {
    label: 'چیدمان صفحه',
    fields: {
      pageKey: field('کلید صفحه'),
      version: field('نسخه', 'number'),
      layoutData: field('بخش‌های صفحه', { count: 'بخش' }),
      isPublished: field('منتشرشده', 'yesNo'),
    },
  },
  settings: {
    label: 'تنظیمات سایت',
    fields: {
      shortName: field('نام کوتاه'),
      address: field('نشانی'),
      openingHours: field('ساعت‌های کاری'),
      social: field('شبکه‌های اجتماعی', { keys: SOCIAL_NETWORKS }),
      signupRequiresOtp: field('ثبت‌نام با کد تأیید پیامکی', 'yesNo'),
    },
  },
  course: {
    label: 'دوره',
    fields: {
      shortDescription: field('توضیح کوتاه'),
      whatYouWillLearn: field('اهداف یادگیری'),
      targetAudience: field('مخاطبان'),
      category: field('دسته‌بندی', { values: courseCategoryLabels }),
      level: field('سطح', { values: courseLevelLabels }),
      language: field('زبان', { values: courseLanguageLabels }),
      status: field('وضعیت', { values: courseStatusLabels }),
      price: field('قیمت', 'money'),
      originalPrice: field('قیمت پیش از تخفیف', 'money'),
      durationHours: field('مدت (ساعت)', 'number'),
      maxStudents: field('ظرفیت', 'number'),
      certificateProvided: field('گواهی پایان دوره', 'yesNo'),
      skills: field('مهارت‌های کلیدی', 'list'),
      thumbnailUrl: field('تصویر دوره'),
      trailerVideoUrl: field('ویدیوی معرفی'),
      autoPlayTrailer: field('پخش خودکار ویدیوی معرفی', 'yesNo'),
      showThumbnailOverlay: field('نمایش تصویر روی ویدیو', 'yesNo'),
      instructorId: field('مدرس (عضو)', 'number'),
      instructorName: field('نام مدرس'),
      rating: field('امتیاز', 'number'),
      reviewsCount: field('تعداد نظرها', 'number'),
      enrolledStudents: field('دانشجویان', 'number'),
      syllabus: field('سرفصل‌ها', 'list'),
      lessonId: field('درس', 'number'),
      videoKey: field('فایل ویدیو'),
      videoUrl: field('پیوند ویدیو'),
    },
  },
  notification: {
    label: 'اعلان',
    fields: {
      type: field('نوع', { values: notificationTypeLabels }),
      isRead: field('خوانده‌شده', 'yesNo'),
      readAt: field('زمان خواندن', 'dateTime'),
      actionUrl: field('پیوند'),
    },
  },
} satisfies Record<string, { label: string; fields: Record<string, AuditField> }>;

export type AuditObjectType = keyof typeof AUDIT_OBJECTS;

/** The label and presentation of one field of an object type; undefined when the table does not know it. */
export function auditFieldOf(objectType: string, name: string): AuditField | undefined {
  const object: { fields: Record<string, AuditField> } | undefined = Object.hasOwn(AUDIT_OBJECTS, objectType)
    ? AUDIT_OBJECTS[objectType as AuditObjectType]
    : undefined;
  if (object && Object.hasOwn(object.fields, name)) return object.fields[name];
  return Object.hasOwn(SHARED_FIELDS, name) ? SHARED_FIELDS[name] : undefined;
}

export const auditActionLabel = (action: string): string =>
  Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action;

export const auditObjectLabel = (objectType: string): string =>
  Object.hasOwn(AUDIT_OBJECTS, objectType) ? AUDIT_OBJECTS[objectType as AuditObjectType].label : objectType;

export const auditFieldLabel = (objectType: string, name: string): string =>
  auditFieldOf(objectType, name)?.label ?? name;
