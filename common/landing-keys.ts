// The landing-content keys the home page reads (spec doc 3 §2.11), each with what it fills, in Persian. The
// server builds the public landing from this list and refuses any other key; the admin's add dialog offers it.
import type { LandingSection } from './enums';

export const LANDING_KEYS = {
  'hero.title': 'عنوان بزرگ بالای صفحه؛ فقط وقتی اسلاید منتشرشده‌ای نیست نمایش داده می‌شود',
  'hero.subtitle': 'متن زیر عنوان بالای صفحه؛ فقط وقتی اسلاید منتشرشده‌ای نیست نمایش داده می‌شود',
  'stats.title': 'عنوان بخش آمار',
  'stats.subtitle': 'زیرعنوان بخش آمار',
  'stats.studentsHelped': 'عدد دانش‌آموزان یاری‌شده (خالی: شمار واقعی)',
  'stats.donorsActive': 'عدد حامیان فعال (خالی: شمار واقعی)',
  'stats.projectsCompleted': 'عدد پروژه‌های انجام‌شده (خالی: شمار واقعی)',
  'stats.fundsRaised': 'مبلغ کمک‌های جمع‌شده (خالی: مبلغ واقعی)',
  'programs.title': 'عنوان بخش برنامه‌ها',
  'programs.subtitle': 'زیرعنوان بخش برنامه‌ها',
  'programs.scholarships': 'شرح بورسیه‌ی تحصیلی',
  'programs.supplies': 'شرح لوازم آموزشی',
  'programs.mentorship': 'شرح مشاوره و منتورینگ',
  'programs.infrastructure': 'شرح زیرساخت مدارس',
  'testimonials.title': 'عنوان بخش نظرات',
  'testimonials.subtitle': 'زیرعنوان بخش نظرات',
  'testimonials.data': 'فهرست نظرات (نام، نقش، متن و تصویر هر نفر)',
  'cta.title': 'عنوان دعوت به همراهی',
  'cta.subtitle': 'متن دعوت به همراهی',
} as const satisfies Record<`${LandingSection}.${string}`, string>;

export type LandingKey = keyof typeof LANDING_KEYS;

export const LANDING_KEY_LIST = Object.keys(LANDING_KEYS) as LandingKey[];

/** The key whose content is the testimonials' JSON list. */
export const TESTIMONIALS_KEY = 'testimonials.data' satisfies LandingKey;

export const landingKeyMessages = {
  unknown: 'این کلید در صفحه‌ی اصلی استفاده نمی‌شود؛ یکی از کلیدهای فهرست را انتخاب کنید',
} as const;

export const isLandingKey = (key: string): key is LandingKey => Object.hasOwn(LANDING_KEYS, key);

/** Where the home page reads a key's value in its row: the first of these that is not blank. */
export const LANDING_VALUE_FIELDS = ['content', 'extraData', 'title', 'subtitle'] as const;

export type LandingValueField = (typeof LANDING_VALUE_FIELDS)[number];

/** The field of a row the home page reads (content, else extraData, title, subtitle), or null when all are blank. */
export function landingValueField(
  row: Partial<Record<LandingValueField, string | null>>,
): LandingValueField | null {
  return LANDING_VALUE_FIELDS.find((field) => row[field] != null) ?? null;
}

/** The fields a section's keys fill, in the list's order ('hero' → ['title', 'subtitle']). */
export const landingFieldsOf = (section: LandingSection): string[] =>
  LANDING_KEY_LIST.filter((key) => key.startsWith(`${section}.`)).map((key) => key.slice(section.length + 1));
