/** The course admin's texts (spec doc 3 §8, ZWNJ restored). */
export const COURSE_TEXTS = {
  listTitle: 'مدیریت دوره‌ها',
  listFailed: 'خطا در بارگذاری دوره‌ها',
  deleteFailed: 'خطا در حذف دوره',
  loadFailed: 'خطا در بارگذاری اطلاعات دوره',
  saveFailed: 'خطا در ذخیره‌ی دوره',
  thumbnailFailed: 'خطا در آپلود تصویر',
  created: 'دوره با موفقیت ایجاد شد',
  updated: 'دوره با موفقیت به‌روزرسانی شد',
  published: 'دوره منتشر شد',
  unpublished: 'دوره به پیش‌نویس برگشت',
  archived: 'دوره بایگانی شد',
  restored: 'دوره از بایگانی بیرون آمد و پیش‌نویس شد',
  statusFailed: 'خطا در تغییر وضعیت دوره',
  empty: 'دوره‌ای با این مشخصات پیدا نشد.',
} as const;

export const COURSES_LIST = '/admin/courses';
