/** How the audit page names actions and object types (the log stores short English keys). */
export const AUDIT_ACTIONS: Record<string, string> = {
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
  participants: 'تعداد شرکت‌کنندگان',
  funding: 'محاسبه‌ی دوباره‌ی مبلغ جمع‌آوری‌شده',
};

export const AUDIT_OBJECTS: Record<string, string> = {
  user: 'کاربر',
  contactMessage: 'پیام تماس',
  donation: 'کمک مالی',
  paymentMethod: 'روش پرداخت',
  program: 'برنامه',
  landingContent: 'محتوای صفحه‌ی اصلی',
  slide: 'اسلاید',
  pageLayout: 'چیدمان صفحه',
  settings: 'تنظیمات سایت',
};

/** A stored JSON value as a short text for the table. */
export function auditValue(json: string | null): string {
  if (json === null) return '—';
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return '(خالی)';
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
