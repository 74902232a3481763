/** The resumable uploads' own Persian messages (the file rules' messages are in common/validation). */
export const tusMessages = {
  lengthRequired: 'حجم فایل در درخواست مشخص نشده است',
  uploadNotFound: 'این آپلود یافت نشد یا منقضی شده است. لطفاً فایل را دوباره انتخاب کنید',
  offsetConflict: 'بخشی از فایل با آنچه سرور دریافت کرده هم‌خوان نیست. لطفاً دوباره تلاش کنید',
  uploadLocked: 'این فایل هم‌اکنون در حال آپلود است. لطفاً کمی بعد دوباره تلاش کنید',
  badRequest: 'درخواست آپلود نامعتبر است',
} as const;
