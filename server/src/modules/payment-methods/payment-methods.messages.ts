export const paymentMethodAdminMessages = {
  notFound: 'روش پرداخت مورد نظر یافت نشد',
  codeTaken: 'این کد قبلاً برای روش پرداخت دیگری استفاده شده است',
  created: 'روش پرداخت با موفقیت ایجاد شد',
  updated: 'روش پرداخت با موفقیت به‌روزرسانی شد',
  deleted: 'روش پرداخت با موفقیت حذف شد',
  activated: 'روش پرداخت فعال شد',
  deactivated: 'روش پرداخت غیرفعال شد',
} as const;
