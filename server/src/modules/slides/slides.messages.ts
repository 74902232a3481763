/** The slide admin's Persian texts (spec doc 3 §8 Slides; the field rules' messages are in common/validation). */
export const slideAdminMessages = {
  notFound: 'اسلاید مورد نظر یافت نشد',
  created: 'اسلاید با موفقیت ایجاد شد',
  updated: 'اسلاید با موفقیت به‌روزرسانی شد',
  deleted: 'اسلاید با موفقیت حذف شد',
  reordered: 'ترتیب اسلایدها ذخیره شد',
  orderNotEveryId: 'ترتیب باید همه‌ی اسلایدها را دقیقاً یک بار داشته باشد',
  orderStale: 'فهرست اسلایدها در این میان تغییر کرده است؛ صفحه را دوباره بارگذاری کنید',
} as const;
