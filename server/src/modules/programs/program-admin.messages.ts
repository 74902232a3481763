import { formatNumber } from '@common/digits';

/** The admin program screens' texts for people (spec doc 3 §2.13–2.15, §8), ZWNJ restored. */
export const programAdminMessages = {
  created: 'برنامه با موفقیت ایجاد شد',
  updated: 'برنامه با موفقیت به‌روزرسانی شد',
  deleted: 'برنامه با موفقیت حذف شد',
  cancelledInsteadOfDeleted:
    'این برنامه کمک مالی یا شرکت‌کننده دارد؛ به‌جای حذف، لغو شد تا سابقه‌ی کمک‌ها و شرکت‌کنندگان بماند',
  alreadyCancelled: 'این برنامه کمک مالی یا شرکت‌کننده دارد و حذف نمی‌شود؛ وضعیت آن از پیش «لغو شده» است',
  cancelledForSpending: 'این برنامه هزینه‌ی ثبت‌شده دارد؛ به‌جای حذف، لغو شد تا گزارش هزینه‌کرد آن بماند',
  alreadyCancelledWithSpending: 'این برنامه هزینه‌ی ثبت‌شده دارد و حذف نمی‌شود؛ وضعیت آن از پیش «لغو شده» است',
  participantsUpdated: 'تعداد شرکت‌کنندگان به‌روزرسانی شد',
  participantsNegative: 'تعداد شرکت‌کنندگان نمی‌تواند منفی باشد',
  participantsOverMax: (max: number) =>
    `تعداد شرکت‌کنندگان نمی‌تواند بیشتر از ظرفیت برنامه (${formatNumber(max)}) باشد`,
  maxBelowParticipants: (current: number) =>
    `ظرفیت نمی‌تواند کمتر از تعداد شرکت‌کنندگان فعلی (${formatNumber(current)}) باشد`,
  fundingRecomputed: 'مبلغ جمع‌آوری‌شده از روی کمک‌های تکمیل‌شده دوباره محاسبه شد',
  coordinatorNotFound: 'کاربر هماهنگ‌کننده یافت نشد',
  statusNotOnEdit: 'این وضعیت برای برنامه قابل انتخاب نیست',
  searchTooLong: 'عبارت جستجو نباید بیشتر از ۱۰۰ کاراکتر باشد',
} as const;
