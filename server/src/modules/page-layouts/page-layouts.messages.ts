// The texts for people of the page-layouts module.
export const pageLayoutMessages = {
  notFound: 'صفحه مورد نظر یافت نشد',
  layoutNotFound: 'چیدمان صفحه یافت نشد',
  versionNotFound: 'این نسخه از چیدمان یافت نشد',
  pageKeyTaken: 'این کلید صفحه قبلاً برای صفحه‌ی دیگری استفاده شده است',
  created: 'چیدمان صفحه ایجاد شد',
  saved: 'پیش‌نویس صفحه ذخیره شد',
  published: 'صفحه منتشر شد',
  duplicated: 'رونوشت صفحه ایجاد شد',
  deleted: 'چیدمان صفحه حذف شد',
  restored: 'نسخه در پیش‌نویس بازگردانده شد؛ برای نمایش به بازدیدکنندگان آن را منتشر کنید',
  initialized: 'صفحه‌های پیش‌فرض آماده شد',
} as const;
