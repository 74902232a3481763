/** What the profile and account calls say (spec doc 1 §8 where it words them, with the ZWNJ restored). */
export const userMessages = {
  profileUpdated: 'پروفایل با موفقیت به‌روزرسانی شد!',
  profileUpdatedTitle: 'پروفایل به‌روزرسانی شد',
  profileUpdatedBody: 'اطلاعات پروفایل شما با موفقیت به‌روزرسانی شد.',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد',
  passwordChangedTitle: 'رمز عبور تغییر کرد',
  passwordChangedBody:
    'رمز عبور حساب شما تغییر کرد. اگر این کار را شما انجام نداده‌اید، با پشتیبانی تماس بگیرید.',
  wrongPassword: 'رمز عبور فعلی نادرست است',
  notificationSettingsSaved: 'تنظیمات اعلان‌ها ذخیره شد',
  privacySettingsSaved: 'تنظیمات حریم خصوصی ذخیره شد',
  exported: 'اطلاعات حساب شما آماده است',
  deactivated: 'حساب کاربری شما غیرفعال شد',
  deleted: 'حساب کاربری شما حذف شد',
  phoneTaken: 'این شماره موبایل قبلاً ثبت شده است',
  phoneCodeSent: 'کد تایید به شماره موبایل جدید ارسال شد؛ شماره پس از وارد کردن کد تغییر می‌کند',
  phoneChanged: 'شماره موبایل با موفقیت تغییر کرد',
  phoneChangedTitle: 'شماره موبایل تغییر کرد',
  phoneChangedBody:
    'شماره موبایل حساب شما تغییر کرد. اگر این کار را شما انجام نداده‌اید، با پشتیبانی تماس بگیرید.',
  noPendingPhone: 'شماره‌ی جدیدی در انتظار تایید نیست؛ ابتدا شماره موبایل را در پروفایل تغییر دهید',
  phoneChangeLimit: 'درخواست‌های تغییر شماره موبایل بیش از حد مجاز است. لطفاً یک ساعت بعد دوباره تلاش کنید',
  phoneCodeResent: 'کد تایید دوباره به شماره موبایل جدید ارسال شد',
} as const;
