// The texts for people of the donations module: success answers, refusals and notifications.

import type { DonationStatus } from '@common/enums';
import { donationStatusLabels } from '@common/labels';
import { formatToman } from '@common/money';

export const donationMessages = {
  completedTitle: 'کمک شما با موفقیت ثبت شد',
  completedBody: (amountRial: number, programName: string) =>
    `کمک ${formatToman(amountRial)}ی شما به برنامه «${programName}» دریافت شد. از حمایت شما سپاسگزاریم!`,
} as const;

export const donationServiceMessages = {
  programClosed: 'این برنامه در حال حاضر کمک نمی‌پذیرد',
  methodUnavailable: 'روش پرداخت انتخاب‌شده در دسترس نیست',
  createdOnline: 'کمک شما ثبت شد. در حال انتقال به درگاه پرداخت…',
  createdOffline:
    'کمک شما ثبت شد. لطفاً مبلغ را با اطلاعات زیر پرداخت کنید؛ پس از تأیید مدیر، کمک شما نهایی می‌شود.',
  topLimit: 'تعداد حامیان باید بین ۱ تا ۵۰ باشد',
  yearInvalid: 'سال انتخاب‌شده نامعتبر است',
} as const;

export const adminDonationMessages = {
  notFound: 'کمک مورد نظر یافت نشد',
  alreadyDecided: 'وضعیت این کمک قبلاً مشخص شده است و فقط کمک‌های در انتظار قابل تأیید یا رد هستند',
  statusChoice: 'وضعیت جدید باید «موفق» یا «ناموفق» باشد',
  recentLimit: 'تعداد موارد باید بین ۱ تا ۵۰ باشد',
  referenceTooLong: 'شناسه پرداخت نباید بیشتر از ۱۰۰ کاراکتر باشد',
  completed: 'کمک با موفقیت تکمیل شد',
  statusChanged: (status: DonationStatus) => `وضعیت کمک به «${donationStatusLabels[status]}» تغییر کرد`,
} as const;
