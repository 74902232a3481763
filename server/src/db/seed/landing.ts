import type { landingContents } from '../schema';

type Row = typeof landingContents.$inferInsert;

const row = (sectionKey: string, title: string, content: string, orderIndex: number): Row => ({
  sectionKey,
  title,
  content,
  orderIndex,
  isActive: true,
});

const testimonials = [
  {
    name: 'فاطمه رحیمی',
    role: 'دانش‌آموز پایه‌ی یازدهم، زاهدان',
    content: 'با بورسیه‌ی انجمن توانستم در کلاس‌های کنکور شرکت کنم. حالا مطمئنم که به دانشگاه می‌رسم.',
    rating: 5,
  },
  {
    name: 'محمد حسینی',
    role: 'حامی ماهانه',
    content: 'گزارش‌های شفاف انجمن باعث شد با خیال راحت هر ماه سهمی در آموزش بچه‌ها داشته باشم.',
    rating: 5,
  },
  {
    name: 'نرگس قاسمی',
    role: 'معلم داوطلب ریاضی',
    content: 'دیدن شوق بچه‌ها در کلاس‌های آنلاین، بهترین پاداش برای ساعت‌هایی است که می‌گذارم.',
    rating: 5,
  },
];

export const seedLandingContents: Row[] = [
  row('hero.title', 'عنوان اصلی', 'فرصت یادگیری برابر برای همه‌ی دانش‌آموزان', 1),
  row(
    'hero.subtitle',
    'زیرعنوان',
    'با کمک شما، هیچ استعدادی به خاطر کمبود امکانات از مسیر آموزش بازنمی‌ماند.',
    2,
  ),
  row('stats.title', 'عنوان آمار', 'تأثیر ما در یک نگاه', 1),
  row('stats.subtitle', 'زیرعنوان آمار', 'هر عدد، داستان دانش‌آموزی است که دوباره به کلاس برگشته است.', 2),
  row('stats.studentsHelped', 'دانش‌آموزان', '۲٬۵۰۰+', 3),
  row('stats.donorsActive', 'حامیان', '۸۹۰+', 4),
  row('stats.projectsCompleted', 'پروژه‌ها', '۱۵۶', 5),
  row('stats.fundsRaised', 'کمک‌های جمع‌شده', '۱۲ میلیارد تومان', 6),
  row('programs.title', 'عنوان برنامه‌ها', 'برنامه‌های ما', 1),
  row('programs.subtitle', 'زیرعنوان برنامه‌ها', 'چهار مسیر برای ساختن آینده‌ای روشن‌تر', 2),
  row(
    'programs.scholarships',
    'بورسیه',
    'پرداخت شهریه و هزینه‌ی کلاس‌های تقویتی دانش‌آموزان مستعد و نیازمند',
    3,
  ),
  row('programs.supplies', 'لوازم آموزشی', 'کیف، کتاب، نوشت‌افزار و تبلت برای شروعی بی‌دغدغه', 4),
  row(
    'programs.mentorship',
    'مشاوره و منتورینگ',
    'همراهی مشاوران و دانشجویان داوطلب در مسیر تحصیل و انتخاب رشته',
    5,
  ),
  row('programs.infrastructure', 'زیرساخت', 'بازسازی کلاس‌ها، کتابخانه‌ها و سرویس‌های بهداشتی مدارس روستایی', 6),
  row('testimonials.title', 'عنوان نظرات', 'صدای همراهان ما', 1),
  row('testimonials.subtitle', 'زیرعنوان نظرات', 'دانش‌آموزان، حامیان و داوطلبان از تجربه‌شان می‌گویند', 2),
  row('testimonials.data', 'فهرست نظرات', JSON.stringify(testimonials), 3),
  row('cta.title', 'عنوان دعوت', 'شما هم سهمی در آینده‌ی آن‌ها داشته باشید', 1),
  row('cta.subtitle', 'زیرعنوان دعوت', 'حامی شوید، داوطلب همکاری شوید یا با ما در تماس باشید.', 2),
];
