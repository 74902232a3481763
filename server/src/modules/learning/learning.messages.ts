// The texts for people of the learning module: lesson progress, certificates and their verification.

export const learningMessages = {
  lessonNotFound: 'درس مورد نظر در این دوره یافت نشد',
  notEnrolled: 'برای ثبت پیشرفت، ابتدا باید در این دوره ثبت‌نام کنید و ثبت‌نام شما فعال باشد',
  markedDone: 'درس به‌عنوان گذرانده‌شده ثبت شد',
  unmarked: 'علامت گذرانده‌شدن درس برداشته شد',
  courseCompleted: 'تبریک! همه‌ی درس‌های این دوره را گذراندید',
  certificateIssued: 'تبریک! همه‌ی درس‌ها را گذراندید و گواهی پایان دوره‌ی شما صادر شد',
  nameMissing:
    'برای صدور گواهی، نام و نام خانوادگی خود را در پروفایل کامل کنید و سپس «دریافت گواهی» را بزنید',
  notComplete: 'گواهی پس از گذراندن همه‌ی درس‌های دوره صادر می‌شود',
  noCertificate: 'این دوره گواهی پایان دوره ندارد',
  certificateNotFound: 'گواهی‌ای با این کد یافت نشد',
  badCode: 'کد تأیید باید ۱۰ حرف یا رقم لاتین باشد (مانند ABCDE-12345)',
  tooManyLookups: 'تعداد استعلام‌ها بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید',
} as const;

export const certificateNotification = {
  title: 'گواهی پایان دوره',
  body: (courseTitle: string) =>
    `گواهی پایان دوره‌ی «${courseTitle}» برای شما صادر شد. می‌توانید آن را از پروفایل خود دریافت کنید.`,
} as const;
