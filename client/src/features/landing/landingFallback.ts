import { formatNumber } from '@common/digits';
import { formatTomanAmountShort } from '@common/money';
import { BRAND_NAME } from '../../app/brand';
import type { LandingContent } from './types';

/** Built-in Persian texts used when the landing data is missing or fails to load. */
export const LANDING_FALLBACK: LandingContent = {
  hero: {
    title: `به ${BRAND_NAME} خوش آمدید`,
    subtitle:
      'ما با همراهی نیکوکاران و داوطلبان، برای دانش‌آموزان دختر و پسر فرصت یادگیری برابر فراهم می‌کنیم تا هیچ استعدادی به خاطر کمبود امکانات از مسیر آموزش بازنماند.',
  },
  stats: {
    title: 'تأثیر ما در یک نگاه',
    subtitle: 'با همراهی شما، هر سال دانش‌آموزان بیشتری با امید به کلاس درس بازمی‌گردند.',
    studentsHelped: `${formatNumber(2500)}+`,
    donorsActive: `${formatNumber(890)}+`,
    projectsCompleted: `${formatNumber(156)}+`,
    fundsRaised: formatTomanAmountShort(12_000_000_000),
  },
  programs: {
    title: 'برنامه‌های ما',
    subtitle: 'در چهار مسیر کنار دانش‌آموزان دختر و پسر هستیم تا فرصت یادگیری برای همه برابر باشد.',
    scholarships: 'بورسیه‌ی تحصیلی برای دانش‌آموزان مستعد و نیازمند، از دبستان تا دانشگاه.',
    supplies: 'تأمین کتاب، نوشت‌افزار، کیف و لوازم کمک‌آموزشی برای آغاز هر سال تحصیلی.',
    mentorship: 'همراهی منتورهای داوطلب در برنامه‌ریزی درسی، مشاوره‌ی تحصیلی و انگیزه‌بخشی.',
    infrastructure: 'تجهیز کلاس‌ها، کتابخانه‌ها و کارگاه‌های مدارس مناطق کم‌برخوردار.',
  },
  testimonials: {
    title: 'از زبان همراهان',
    subtitle: 'تجربه‌ی دانش‌آموزان، حامیان و داوطلبانی که این مسیر را با ما ساخته‌اند.',
    items: [
      {
        name: 'فاطمه رحیمی',
        role: 'دانش‌آموز پایه‌ی یازدهم',
        content:
          'با بورسیه‌ی انجمن توانستم در کلاس‌های تقویتی ریاضی شرکت کنم. حالا با اعتمادبه‌نفس بیشتری برای کنکور آماده می‌شوم.',
        rating: 5,
      },
      {
        name: 'محمد حسینی',
        role: 'حامی انجمن',
        content: 'گزارش‌های شفاف و منظم انجمن به من اطمینان می‌دهد که کمک‌هایم دقیقاً به دست دانش‌آموزان می‌رسد.',
        rating: 5,
      },
      {
        name: 'زهرا کاظمی',
        role: 'معلم داوطلب',
        content:
          'همکاری با انجمن به من نشان داد که یک حمایت کوچک چطور می‌تواند مسیر زندگی یک دانش‌آموز را تغییر دهد.',
        rating: 5,
      },
    ],
  },
  cta: {
    title: 'شما هم در ساختن آینده سهیم باشید',
    subtitle:
      'با حمایت مالی، همکاری داوطلبانه یا معرفی ما به دیگران، فرصت آموزش را برای دانش‌آموزان بیشتری فراهم کنید.',
  },
};
