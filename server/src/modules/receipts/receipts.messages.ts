// The texts for people of the receipts module: refusals, and the words printed on receipts and statements.

export const receiptMessages = {
  notFound: 'رسید مورد نظر یافت نشد',
  notYetCompleted:
    'پرداخت این کمک هنوز تأیید نشده است. رسید پس از تأیید پرداخت در همین نشانی آماده می‌شود؛ لطفاً آن را نگه دارید',
  noReceiptCancelled: 'این کمک تکمیل نشده است و رسیدی ندارد',
  codeNotFound: 'رسیدی با این کد تأیید یافت نشد. لطفاً کد را دوباره بررسی کنید',
  codeMalformed: 'کد تأیید باید ۱۰ حرف یا رقم لاتین باشد (مانند ABCDE-12345)',
  tooManyLookups:
    'تعداد استعلام‌های رسید از سوی شما بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید',
  yearInvalid: 'سال انتخاب‌شده نامعتبر است',
  anonymous: 'ناشناس',
} as const;

/** The words printed on receipts and yearly statements. */
export const receiptDocumentTexts = {
  receiptTitle: 'رسید کمک مالی',
  receiptNumber: 'شماره‌ی رسید',
  statementTitle: 'صورت‌حساب سالانه‌ی کمک‌ها',
  statementFor: 'به نام',
  year: 'سال',
  date: 'تاریخ',
  donor: 'نام اهداکننده',
  anonymous: 'ناشناس',
  program: 'برنامه',
  amount: 'مبلغ',
  inWords: 'به حروف',
  method: 'روش پرداخت',
  reference: 'شماره‌ی پیگیری پرداخت',
  verifyHint:
    'برای اطمینان از درستی این رسید، رمزینه (QR) را بخوانید یا کد زیر را در صفحه‌ی استعلام رسید وارد کنید.',
  code: 'کد تأیید',
  phone: 'تلفن',
  total: 'جمع کل',
  donations: 'کمک',
  noDonations: 'در این سال کمک تکمیل‌شده‌ای ثبت نشده است.',
  thanks: 'از همراهی و حمایت شما صمیمانه سپاسگزاریم.',
} as const;
