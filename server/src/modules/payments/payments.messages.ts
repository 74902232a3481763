// The texts for people of the payments module: success answers, refusals and notifications.
import { toPersianDigits } from '@common/digits';

export const paymentMessages = {
  toGateway: 'در حال انتقال به درگاه پرداخت',
  donationNotFound: 'کمک مورد نظر یافت نشد',
  notPending: 'این کمک قبلاً پرداخت یا بررسی شده است',
  notOnline: 'روش پرداخت این کمک درگاه آنلاین نیست',
  notYours: 'این کمک متعلق به حساب دیگری است',
  purchaseNotPending: 'این خرید قبلاً پرداخت یا بررسی شده است',
  gatewayLink: 'خطا در دریافت لینک پرداخت از درگاه. لطفاً دوباره تلاش کنید.',
  gatewayDown: 'خطا در اتصال به درگاه پرداخت. لطفاً دوباره تلاش کنید.',
  /** What the payer reads on the gateway's page. */
  donationDescription: (programName: string, donationId: number) =>
    `کمک به برنامه «${programName}» (شماره ${toPersianDigits(donationId)})`,
} as const;
