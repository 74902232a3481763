import { messages } from '@common/validation/messages';
import type { ImageUploadTexts } from '../shared/upload/ImageUploadField';

/** The slide screen's texts (spec doc 3 §2.10, §8 Slides; our Persian where the spec gives English). */
export const SLIDE_TEXTS = {
  title: 'مدیریت اسلایدها',
  add: 'افزودن اسلاید',
  edit: 'ویرایش اسلاید',
  reorder: 'تغییر ترتیب',
  fetchFailed: 'خطا در دریافت اسلایدها',
  saveFailed: 'خطا در ذخیره‌ی اسلاید',
  deleteFailed: 'خطا در حذف اسلاید',
  reorderFailed: 'خطا در ذخیره‌ی ترتیب اسلایدها',
  created: 'اسلاید با موفقیت ایجاد شد',
  updated: 'اسلاید با موفقیت به‌روزرسانی شد',
  deleted: 'اسلاید با موفقیت حذف شد',
  reordered: 'ترتیب اسلایدها ذخیره شد',
  deleteDescription: 'این اسلاید از کاروسل صفحه‌ی اصلی برداشته می‌شود و بازگشتی ندارد.',
  empty: 'هنوز اسلایدی ساخته نشده است.',
  placeholder: '/images/slides/placeholder.svg',
  active: 'فعال',
  inactive: 'غیرفعال',
  withText: 'با متن',
  imageOnly: 'فقط تصویر',
} as const;

/** The slide image upload (spec doc 3 §5 Slide, §8 Slides). */
export const SLIDE_UPLOAD_TEXTS: ImageUploadTexts = {
  typeOnly: messages.slideImageTypeOnly,
  tooLarge: messages.imageTooLarge,
  uploaded: 'تصویر با موفقیت آپلود شد',
  failed: (serverMessage) => serverMessage ?? 'خطا در آپلود فایل؛ لطفاً نشانی تصویر را به‌صورت دستی وارد کنید',
  choose: 'تصویر را اینجا رها کنید یا برای انتخاب کلیک کنید',
  hint: 'JPG، PNG، GIF یا WEBP، حداکثر ۵ مگابایت؛ نسبت ۱۹۲۰ در ۶۰۰ پیشنهاد می‌شود',
  uploading: 'در حال آپلود تصویر…',
};
