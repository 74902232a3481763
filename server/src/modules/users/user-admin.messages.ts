/** What the admin's user calls say (spec doc 3 §8 where it words them, ZWNJ restored). */
export const userAdminMessages = {
  created: 'کاربر با موفقیت ایجاد شد',
  updated: 'کاربر با موفقیت به‌روزرسانی شد',
  deleted: 'کاربر با موفقیت حذف شد',
  statusToggled: 'وضعیت کاربر با موفقیت تغییر کرد',
  verificationToggled: 'وضعیت تأیید ایمیل با موفقیت تغییر کرد',
  notFound: 'کاربر مورد نظر یافت نشد',
  phoneTaken: 'این شماره موبایل قبلاً ثبت شده است',
  emailTaken: 'این ایمیل قبلاً ثبت شده است',
  selfDeactivate: 'نمی‌توانید حساب خودتان را غیرفعال کنید',
  selfDemote: 'نمی‌توانید نوع حساب خودتان را تغییر دهید',
  selfDelete: 'نمی‌توانید حساب خودتان را حذف کنید',
  lastAdmin: 'دست‌کم یک مدیر فعال باید در سامانه بماند',
} as const;
