export interface NavItem {
  to: string;
  label: string;
}

/** Main links of the public header (desktop and mobile). */
export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'خانه' },
  { to: '/programs', label: 'برنامه‌ها' },
  { to: '/courses', label: 'دوره‌ها' },
  { to: '/about', label: 'درباره ما' },
  { to: '/contact', label: 'تماس با ما' },
];
