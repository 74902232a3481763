import type { CourseCategory } from '@common/enums';

/**
 * Suggested skills by category (spec doc 3 §2.8: lists for technology, business, language, art, science and
 * personal; health has none). The other categories of the catalogue borrow the nearest list.
 */
const LISTS = {
  technology: [
    'برنامه‌نویسی پایتون',
    'جاوااسکریپت',
    'طراحی وب',
    'پایگاه داده',
    'هوش مصنوعی',
    'تحلیل داده',
    'الگوریتم',
    'امنیت شبکه',
    'رایانش ابری',
    'توسعه‌ی اپلیکیشن موبایل',
    'گیت و کار تیمی',
    'حل مسئله',
    'رباتیک',
    'تفکر محاسباتی',
  ],
  business: [
    'مدیریت پروژه',
    'بازاریابی دیجیتال',
    'حسابداری پایه',
    'کارآفرینی',
    'مذاکره',
    'مدیریت مالی شخصی',
    'تحلیل بازار',
    'فروش',
    'برنامه‌ریزی راهبردی',
    'رهبری تیم',
    'خدمات مشتری',
    'اکسل',
  ],
  language: [
    'مکالمه‌ی انگلیسی',
    'نگارش',
    'درک مطلب',
    'دستور زبان',
    'واژگان',
    'تلفظ',
    'شنیدار',
    'ترجمه',
    'آمادگی آیلتس',
    'نامه‌نگاری',
    'خواندن سریع',
    'ارائه به زبان انگلیسی',
  ],
  art: [
    'طراحی با مداد',
    'نقاشی آبرنگ',
    'خوشنویسی',
    'عکاسی',
    'طراحی گرافیک',
    'رنگ‌شناسی',
    'ترکیب‌بندی',
    'تصویرسازی دیجیتال',
    'تدوین ویدیو',
    'موسیقی',
    'صنایع دستی',
    'داستان‌نویسی',
  ],
  science: [
    'ریاضیات',
    'فیزیک',
    'شیمی',
    'زیست‌شناسی',
    'روش علمی',
    'آزمایشگاه',
    'آمار',
    'نجوم',
    'حل مسئله‌ی ریاضی',
    'تفکر نقادانه',
    'پژوهش',
    'گزارش‌نویسی علمی',
  ],
  personal: [
    'مدیریت زمان',
    'مهارت ارتباطی',
    'کار گروهی',
    'تفکر خلاق',
    'هوش هیجانی',
    'مدیریت استرس',
    'تصمیم‌گیری',
    'سخنرانی',
    'هدف‌گذاری',
    'خودانگیزشی',
    'یادگیری مؤثر',
    'اعتمادبه‌نفس',
  ],
} as const;

const LIST_OF: Record<CourseCategory, readonly string[]> = {
  TECHNOLOGY: LISTS.technology,
  BUSINESS: LISTS.business,
  PROFESSIONAL: LISTS.business,
  LANGUAGE: LISTS.language,
  ART: LISTS.art,
  SCIENCE: LISTS.science,
  ACADEMIC: LISTS.science,
  PERSONAL: LISTS.personal,
  PERSONAL_DEVELOPMENT: LISTS.personal,
  LIFE_SKILLS: LISTS.personal,
  HEALTH: [],
};

export const MAX_SUGGESTIONS = 12;

/** At most 12 suggestions of the category not yet chosen. */
export function skillSuggestions(category: CourseCategory | '', chosen: readonly string[]): string[] {
  if (!category) return [];
  return LIST_OF[category].filter((skill) => !chosen.includes(skill)).slice(0, MAX_SUGGESTIONS);
}

export type SkillCountState = 'low' | 'good' | 'tooMany';

/** Spec doc 3 §2.8: fewer than 5 is low, 5 to 15 good, above 15 too many. */
export function skillCountState(count: number): SkillCountState {
  if (count < 5) return 'low';
  return count <= 15 ? 'good' : 'tooMany';
}

/** The list with `skill` added when it is non-empty after trimming and not already there. */
export function addSkill(skills: readonly string[], skill: string): string[] {
  const trimmed = skill.trim();
  return trimmed === '' || skills.includes(trimmed) ? [...skills] : [...skills, trimmed];
}
