import type { ComponentType } from 'react';
import {
  BookIcon,
  ClockIcon,
  HeartIcon,
  type IconProps,
  LayoutIcon,
  MailIcon,
  TargetIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import {
  CardIcon,
  DashboardIcon,
  GlobeIcon,
  ImageIcon,
  SettingsIcon,
} from '../../../components/ui/pageIcons';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

/**
 * Sidebar links of the admin area (spec doc 3 §2.2), plus what this product adds: the page builder (which
 * writes the footer pages) and the audit log.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'داشبورد', Icon: DashboardIcon },
  { to: '/admin/users', label: 'کاربران', Icon: UsersIcon },
  { to: '/admin/courses', label: 'دوره‌ها', Icon: BookIcon },
  { to: '/admin/contacts', label: 'پیام‌های تماس', Icon: MailIcon },
  { to: '/admin/slides', label: 'اسلایدها', Icon: ImageIcon },
  { to: '/admin/programs', label: 'برنامه‌ها', Icon: TargetIcon },
  { to: '/admin/landing-content', label: 'محتوای صفحه‌ی اصلی', Icon: LayoutIcon },
  { to: '/admin/page-builder', label: 'صفحه‌های سایت', Icon: GlobeIcon },
  { to: '/admin/payment-methods', label: 'روش‌های پرداخت', Icon: CardIcon },
  { to: '/admin/donations', label: 'کمک‌های مالی', Icon: HeartIcon },
  { to: '/admin/settings', label: 'تنظیمات', Icon: SettingsIcon },
  { to: '/admin/audit', label: 'گزارش تغییرات', Icon: ClockIcon },
];
