/** What the profile screens say (spec doc 1 §8, with the zero-width non-joiners restored). */
export const PROFILE_TEXTS = {
  saved: 'پروفایل با موفقیت به‌روزرسانی شد!',
  saveFailed: 'خطا در به‌روزرسانی پروفایل',
  phoneCodeSent:
    'اطلاعات ذخیره شد. کد تایید به شماره موبایل جدید ارسال شد؛ شماره پس از وارد کردن کد تغییر می‌کند.',
  phoneCodeStillValid:
    'اطلاعات ذخیره شد. کد تایید پیش‌تر به این شماره ارسال شده و هنوز معتبر است؛ همان کد را وارد کنید.',
  phoneChanged: 'شماره موبایل با موفقیت تغییر کرد',
  phoneChangeRejected: 'تایید شماره موبایل ناموفق بود',
  phoneChangeFailed: 'خطا در تایید شماره موبایل. دوباره تلاش کنید',
  imageUploaded: 'تصویر پروفایل با موفقیت آپلود شد',
  imageUploadFailed: 'خطا در آپلود تصویر',
  staleProfile: 'دریافت اطلاعات تازه‌ی پروفایل ممکن نشد؛ آخرین اطلاعات ذخیره‌شده نمایش داده می‌شود.',
} as const;

/** Shown on a stat card the product has no figures for yet. */
export const NO_DATA = '—';
