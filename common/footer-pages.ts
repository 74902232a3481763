// The footer's information pages (issue 14): each is the published page layout of the same key, shown at
// /{key}. The server's default layouts, the client's routes and the footer links all read this list.
export const FOOTER_PAGES = [
  { key: 'counseling', title: 'مشاوره‌ی تحصیلی' },
  { key: 'financial-support', title: 'حمایت مالی' },
  { key: 'team', title: 'تیم ما' },
  { key: 'mission', title: 'مأموریت ما' },
  { key: 'reports', title: 'گزارش‌های مالی' },
  { key: 'help', title: 'راهنما' },
  { key: 'faq', title: 'پرسش‌های متداول' },
  { key: 'support', title: 'تماس با پشتیبانی' },
  { key: 'privacy', title: 'حریم خصوصی' },
  { key: 'terms', title: 'شرایط استفاده' },
  { key: 'charity-rules', title: 'قوانین خیریه' },
  { key: 'cookies', title: 'سیاست کوکی‌ها' },
] as const;

export type FooterPageKey = (typeof FOOTER_PAGES)[number]['key'];
