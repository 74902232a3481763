/** What the notification screens say (spec doc 1 §8, with the zero-width non-joiners restored). */
export const NOTIFICATION_TEXTS = {
  title: 'اعلان‌ها',
  fetchFailed: 'خطا در دریافت اعلانات',
  markFailed: 'خطا در علامت‌گذاری اعلان',
  markAllFailed: 'خطا در علامت‌گذاری اعلانات',
  deleteFailed: 'خطا در حذف اعلان',
  allRead: 'همه اعلانات خوانده شدند',
  deleted: 'اعلان حذف شد',
  markAll: 'علامت‌گذاری همه به‌عنوان خوانده‌شده',
  markOne: 'علامت‌گذاری به‌عنوان خوانده‌شده',
  empty: 'اعلانی ندارید',
  emptyHint: 'هر خبری درباره‌ی دوره‌ها، کمک‌ها و برنامه‌هایتان این‌جا نمایش داده می‌شود.',
  viewAll: 'مشاهده‌ی همه‌ی اعلان‌ها',
} as const;
