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
import { auditUrls } from '../../../features/admin/audit/urls';
import { contactUrls } from '../../../features/admin/contacts/urls';
import { courseUrls } from '../../../features/admin/courses/urls';
import { dashboardUrls } from '../../../features/admin/dashboard/urls';
import { donationUrls } from '../../../features/admin/donations/urls';
import { landingContentUrls } from '../../../features/admin/landing-content/urls';
import { pageBuilderUrls } from '../../../features/admin/page-builder/urls';
import { paymentMethodUrls } from '../../../features/admin/payment-methods/urls';
import { programUrls } from '../../../features/admin/programs/urls';
import { settingsUrls } from '../../../features/admin/settings/urls';
import { slideUrls } from '../../../features/admin/slides/urls';
import { userUrls } from '../../../features/admin/users/urls';

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
  { to: dashboardUrls.home(), label: 'داشبورد', Icon: DashboardIcon },
  { to: userUrls.list(), label: 'کاربران', Icon: UsersIcon },
  { to: courseUrls.list(), label: 'دوره‌ها', Icon: BookIcon },
  { to: contactUrls.list(), label: 'پیام‌های تماس', Icon: MailIcon },
  { to: slideUrls.list(), label: 'اسلایدها', Icon: ImageIcon },
  { to: programUrls.list(), label: 'برنامه‌ها', Icon: TargetIcon },
  { to: landingContentUrls.page(), label: 'محتوای صفحه‌ی اصلی', Icon: LayoutIcon },
  { to: pageBuilderUrls.page(), label: 'صفحه‌های سایت', Icon: GlobeIcon },
  { to: paymentMethodUrls.list(), label: 'روش‌های پرداخت', Icon: CardIcon },
  { to: donationUrls.list(), label: 'کمک‌های مالی', Icon: HeartIcon },
  { to: settingsUrls.page(), label: 'تنظیمات', Icon: SettingsIcon },
  { to: auditUrls.list(), label: 'گزارش تغییرات', Icon: ClockIcon },
];
