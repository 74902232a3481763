import type { LayoutDraft } from '../page-layout-store';
import { hero, text } from './blocks';

// TEMPORARY: real pages follow.
const stub = (pageKey: string, name: string): LayoutDraft => ({
  name,
  description: null,
  pageKey,
  layoutData: [hero('hero-1', name, ''), text('text-1', [name])],
});

/** The layouts 'initialize defaults' adds (and the seed too): the home layout and every footer page. */
export const DEFAULT_PAGE_LAYOUTS: LayoutDraft[] = [
  stub('home', 'صفحه‌ی اصلی'),
  stub('counseling', 'مشاوره‌ی تحصیلی'),
  stub('financial-support', 'حمایت مالی'),
  stub('team', 'تیم ما'),
  stub('mission', 'مأموریت ما'),
  stub('reports', 'گزارش‌ها'),
  stub('help', 'راهنما'),
  stub('faq', 'پرسش‌های متداول'),
  stub('support', 'تماس با پشتیبانی'),
  stub('privacy', 'حریم خصوصی'),
  stub('terms', 'شرایط استفاده'),
  stub('charity-rules', 'قوانین خیریه'),
  stub('cookies', 'سیاست کوکی‌ها'),
];
