// Texts for people of the transparency section (issue 15): spending entries and the public reports.

export const spendingAdminMessages = {
  created: 'هزینه با موفقیت ثبت شد',
  updated: 'هزینه با موفقیت به‌روزرسانی شد',
  deleted: 'هزینه با موفقیت حذف شد',
  notFound: 'هزینه‌ی مورد نظر یافت نشد',
  receiptNotStored: 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
} as const;

export const reportMessages = {
  yearInvalid: 'سال انتخاب‌شده نامعتبر است',
} as const;
