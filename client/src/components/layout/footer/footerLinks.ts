import type { NavItem } from '../navItems';

export interface FooterLinkGroup {
  title: string;
  links: NavItem[];
}

export const FOOTER_LINK_GROUPS: FooterLinkGroup[] = [
  {
    title: 'خدمات',
    links: [
      { to: '/courses', label: 'دوره‌های آموزشی' },
      { to: '/counseling', label: 'مشاوره‌ی تحصیلی' },
      { to: '/financial-support', label: 'حمایت مالی' },
    ],
  },
  {
    title: 'درباره ما',
    links: [
      { to: '/team', label: 'تیم ما' },
      { to: '/mission', label: 'مأموریت ما' },
      { to: '/reports', label: 'گزارش‌های مالی' },
    ],
  },
  {
    title: 'پشتیبانی',
    links: [
      { to: '/help', label: 'راهنما' },
      { to: '/faq', label: 'پرسش‌های متداول' },
      { to: '/support', label: 'تماس با پشتیبانی' },
    ],
  },
  {
    title: 'قوانین',
    links: [
      { to: '/privacy', label: 'حریم خصوصی' },
      { to: '/terms', label: 'شرایط استفاده' },
      { to: '/charity-rules', label: 'قوانین خیریه' },
      { to: '/cookies', label: 'سیاست کوکی‌ها' },
    ],
  },
];
