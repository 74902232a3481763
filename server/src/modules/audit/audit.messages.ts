/** What the audit log says (the spec does not word these; Persian in the admin area's tone). */
export const auditMessages = {
  badDate: 'تاریخ نامعتبر است',
  rangeOrder: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
} as const;
