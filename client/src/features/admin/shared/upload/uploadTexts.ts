/** The video upload field's Persian texts. */
export const uploadTexts = {
  choose: 'انتخاب ویدیو',
  hint: 'فرمت‌های مجاز: MP4، AVI، MOV، WMV، FLV، WEBM، MKV؛ حداکثر ۱۰۰ مگابایت',
  progress: 'پیشرفت آپلود ویدیو',
  uploading: 'در حال آپلود…',
  paused: 'آپلود متوقف شد',
  offline: 'ارتباط قطع شد. با برقراری دوباره‌ی اتصال، آپلود از همان‌جا ادامه می‌یابد',
  pause: 'توقف',
  resume: 'ادامه',
  cancel: 'لغو آپلود',
  retry: 'تلاش دوباره',
  failed: 'خطا در آپلود فایل. لطفاً دوباره تلاش کنید',
  refusedPrefix: 'خطا در آپلود ویدیو: ',
  done: 'ویدیو با موفقیت آپلود شد',
} as const;
