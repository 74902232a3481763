/** The program screens' texts (spec doc 3 §8 in Persian, ZWNJ restored). */
export const PROGRAM_TEXTS = {
  listTitle: 'مدیریت برنامه‌ها',
  createTitle: 'ایجاد برنامه',
  editTitle: 'ویرایش برنامه',
  listFailed: 'خطا در دریافت فهرست برنامه‌ها',
  deleted: 'برنامه با موفقیت حذف شد',
  cancelledInstead: 'این برنامه کمک ثبت‌شده دارد؛ به‌جای حذف، لغو شد',
  deleteFailed: 'خطا در حذف برنامه',
  created: 'برنامه با موفقیت ایجاد شد',
  createFailed: 'خطا در ایجاد برنامه',
  updated: 'برنامه با موفقیت به‌روزرسانی شد',
  updateFailed: 'خطا در به‌روزرسانی برنامه',
  loadFailed: 'خطا در دریافت اطلاعات برنامه',
  notFound: 'برنامه مورد نظر یافت نشد',
  noAccess: 'شما به این بخش دسترسی ندارید',
  searchLabel: 'جستجو در نام و توضیحات برنامه',
  empty: 'برنامه‌ای با این مشخصات پیدا نشد.',
} as const;

/** The image uploader's texts (spec doc 3 §8 'Upload widget'). */
export const IMAGE_UPLOAD_TEXTS = {
  uploaded: 'تصویر با موفقیت آپلود شد',
  failedPrefix: 'خطا در آپلود تصویر: ',
  unknown: 'خطای ناشناخته',
  choose: 'انتخاب یا رها کردن تصویر',
  hint: 'تصویر را اینجا رها کنید یا برای انتخاب کلیک کنید؛ JPG، PNG یا GIF، حداکثر ۵ مگابایت',
  uploading: 'در حال آپلود تصویر…',
  remove: 'حذف تصویر',
  preview: 'پیش‌نمایش تصویر برنامه',
} as const;
