import type { slides } from '../schema';

export const seedSlides: Array<typeof slides.$inferInsert> = [
  {
    title: 'آموزش، حق همه‌ی دانش‌آموزان',
    description: 'با همراهی شما، دختران و پسران مناطق کم‌برخوردار هم به کلاس، کتاب و معلم خوب دسترسی دارند.',
    imageUrl: '/images/slides/slide-1.svg',
    link: '/programs',
    displayOrder: 1,
    showTitle: true,
  },
  {
    title: 'دوره‌های رایگان برای نوجوانان',
    description: 'از ریاضی پایه تا برنامه‌نویسی؛ یادگیری آنلاین با مربیان داوطلب و گواهی پایان دوره.',
    imageUrl: '/images/slides/slide-2.svg',
    link: '/courses',
    displayOrder: 2,
    showTitle: true,
  },
  {
    title: 'بورسیه‌ی تحصیلی ۱۴۰۵',
    description: 'ثبت‌نام بورسیه‌ی سال تحصیلی جدید برای دانش‌آموزان مستعد آغاز شد.',
    imageUrl: '/images/slides/slide-3.svg',
    link: '/programs',
    displayOrder: 3,
    showTitle: false,
  },
  {
    title: 'جشنواره‌ی کتاب‌خوانی (پیش‌نویس)',
    description: 'این اسلاید هنوز منتشر نشده است.',
    imageUrl: '/images/slides/slide-4.svg',
    link: '/about',
    displayOrder: 4,
    published: false,
  },
];
