/** The user screens' texts (spec doc 3 §8, ZWNJ restored). */
export const USER_TEXTS = {
  listTitle: 'مدیریت کاربران',
  listFailed: 'خطا در دریافت فهرست کاربران',
  statusFailed: 'خطا در تغییر وضعیت کاربر',
  verificationFailed: 'خطا در تغییر وضعیت تأیید ایمیل',
  deleteFailed: 'خطا در حذف کاربر',
  loadFailed: 'خطا در دریافت اطلاعات کاربر',
  typeFailed: 'خطا در تغییر نوع کاربر',
  typeChanged: 'نوع کاربر با موفقیت تغییر کرد',
  typeWarning: 'تغییر نوع کاربر ممکن است دسترسی‌های او را تغییر دهد. ادامه می‌دهید؟',
  created: 'کاربر با موفقیت ایجاد شد',
  createFailed: 'خطا در ایجاد کاربر',
  updateFailed: 'خطا در به‌روزرسانی کاربر',
  searchLabel: 'جستجو در نام، نام خانوادگی، ایمیل یا شماره موبایل',
  empty: 'کاربری با این مشخصات پیدا نشد.',
} as const;
