export const landingAdminMessages = {
  notFound: 'محتوای مورد نظر یافت نشد',
  created: 'محتوا با موفقیت ایجاد شد',
  updated: 'تغییرات با موفقیت ذخیره شد',
  deleted: 'محتوا با موفقیت حذف شد',
  activated: 'محتوا فعال شد',
  deactivated: 'محتوا غیرفعال شد',
  initialized: 'محتوای صفحه‌ی اصلی به حالت پیش‌فرض بازگردانده شد',
} as const;
