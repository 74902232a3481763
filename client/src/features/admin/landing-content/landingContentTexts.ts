/** The screen's texts: the spec's messages (doc 3 §8, given in English) in Persian, and its own labels. */
export const landingTexts = {
  title: 'محتوای صفحه‌ی اصلی',
  fetchFailed: 'خطا در دریافت محتوای صفحه‌ی اصلی',
  searchFailed: 'خطا در جستجو',
  toggleFailed: 'خطا در تغییر وضعیت',
  saveFailed: 'خطا در ذخیره‌ی تغییرات',
  deleteFailed: 'خطا در حذف محتوا',
  resetFailed: 'خطا در بازنشانی محتوا',
  createFailed: 'خطا در ایجاد محتوا',
  saved: 'تغییرات با موفقیت ذخیره شد',
  created: 'محتوا با موفقیت ایجاد شد',
  deleted: 'محتوا با موفقیت حذف شد',
  activated: 'محتوا فعال شد',
  deactivated: 'محتوا غیرفعال شد',
  reset: 'محتوای صفحه‌ی اصلی به حالت پیش‌فرض بازگردانده شد',
  deleteQuestion: 'این مورد از صفحه‌ی اصلی برداشته می‌شود و اگر متن پیش‌فرضی داشته باشد، همان نمایش داده می‌شود.',
  heroNote:
    'متن‌های این بخش فقط وقتی در صفحه‌ی اصلی دیده می‌شوند که هیچ اسلاید منتشرشده‌ای نباشد؛ تا وقتی اسلایدی منتشر شده باشد، اسلایدها جای آن‌ها را می‌گیرند.',
  testimonialNameRequired: 'نام این نظر الزامی است',
  testimonialContentRequired: 'متن این نظر الزامی است',
  upload: {
    uploaded: 'تصویر با موفقیت آپلود شد',
    failedPrefix: 'خطا در آپلود تصویر: ',
    unknown: 'خطای ناشناخته',
    choose: 'انتخاب یا رها کردن تصویر',
    hint: 'JPG، PNG، GIF یا WEBP، حداکثر ۵ مگابایت',
    uploading: 'در حال آپلود تصویر…',
  },
  resetQuestion:
    'همه‌ی موردهای محتوای صفحه‌ی اصلی پاک می‌شوند و متن‌های پیش‌فرض جای آن‌ها را می‌گیرند. این کار بازگشت‌پذیر نیست.',
} as const;
