/** The uploads' own Persian messages (the file rules' messages are in common/validation). */
export const uploadMessages = {
  imageUploaded: 'تصویر با موفقیت آپلود شد',
  videoUploaded: 'ویدیو با موفقیت آپلود شد',
  failed: 'خطا در آپلود فایل. لطفاً دوباره تلاش کنید',
  tooManyUploads: 'تعداد فایل‌های ارسالی شما بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید',
  quotaFull: 'فضای مجاز فایل‌های شما پر شده است. لطفاً بعداً دوباره تلاش کنید',
} as const;
