import type { paymentMethods } from '../schema';

export const seedPaymentMethods: Array<typeof paymentMethods.$inferInsert> = [
  {
    code: 'online_payment',
    displayNameFa: 'پرداخت آنلاین (زرین‌پال)',
    displayNameEn: 'Online payment (ZarinPal)',
    description: 'پرداخت امن با همه‌ی کارت‌های عضو شتاب',
    icon: 'credit-card',
    provider: 'ZARINPAL',
    usageScope: 'BOTH',
    config: { merchantId: '00000000-0000-0000-0000-000000000000' },
    sortOrder: 1,
  },
  {
    code: 'credit_card',
    displayNameFa: 'کارت به کارت',
    displayNameEn: 'Card to card',
    description: 'واریز به کارت انجمن و ثبت پس از تأیید مدیر',
    icon: 'card',
    provider: 'CARD_TO_CARD',
    usageScope: 'BOTH',
    config: { cardNumber: '6037-9975-1234-5670', accountName: 'انجمن خیریه آموزشی نور دانش' },
    sortOrder: 2,
  },
  {
    code: 'bank_transfer',
    displayNameFa: 'واریز به حساب',
    displayNameEn: 'Bank transfer',
    description: 'انتقال پایا یا ساتنا به شماره‌ی شبای انجمن',
    icon: 'bank',
    provider: 'BANK_TRANSFER',
    usageScope: 'PROGRAM',
    config: {
      iban: 'IR050170000000123456789012',
      accountName: 'انجمن خیریه آموزشی نور دانش',
      bankName: 'بانک ملی ایران',
    },
    sortOrder: 3,
  },
];
