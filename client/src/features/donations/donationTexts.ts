/** The donation dialog's fixed texts (spec doc 2 §8). */
export const DONATION_TEXTS = {
  failed: 'خطا در ثبت کمک. لطفاً دوباره تلاش کنید.',
  gatewayLinkMissing: 'خطا در دریافت لینک پرداخت از درگاه',
  gatewayFailed: 'خطا در اتصال به درگاه پرداخت',
  redirecting: 'در حال انتقال به درگاه پرداخت…',
  registered: 'کمک شما ثبت شد',
  receiptLinkTitle: 'پیوند رسید شما',
  receiptLinkHint:
    'رسید این کمک پس از تأیید پرداخت در این پیوند آماده می‌شود. چون با حساب کاربری وارد نشده‌اید، آن را نگه دارید.',
  receiptLinkOpen: 'باز کردن پیوند رسید',
  confirmAfterCheck: 'پس از بررسی و تأیید پرداخت، کمک شما نهایی می‌شود و در فهرست حامیان قرار می‌گیرد.',
} as const;
