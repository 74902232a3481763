import type { LayoutDraft } from '../page-layout-store';
import { cta, hero, section, spacer } from './blocks';

/** The home layout of 'initialize defaults': the association at a glance, with one of each main block. */
export const homeLayout: LayoutDraft = {
  name: 'صفحه‌ی اصلی',
  description: 'چیدمان نمونه‌ی صفحه‌ی اصلی: معرفی، آمار، برنامه‌ها، صدای همراهان و دعوت به همراهی',
  pageKey: 'home',
  layoutData: [
    hero(
      'hero-1',
      'فرصت یادگیری برابر برای همه‌ی دانش‌آموزان',
      'با هم، راه درس خواندن را برای کودکان و نوجوانان هموار می‌کنیم.',
      {
        buttonText: 'برنامه‌های ما',
        buttonLink: '/programs',
        secondaryButtonText: 'درباره‌ی ما',
        secondaryButtonLink: '/about',
      },
    ),
    {
      id: 'stats-1',
      type: 'stats',
      props: {
        title: 'آنچه با هم انجام می‌دهیم',
        subtitle: 'این بخش را با آمار واقعی انجمن به‌روز کنید',
        stats: [
          { icon: 'users', value: '—', label: 'دانش‌آموز همراه', color: 'primary' },
          { icon: 'heart', value: '—', label: 'حامی', color: 'red' },
          { icon: 'book-open', value: '—', label: 'برنامه‌ی فعال', color: 'green' },
          { icon: 'trophy', value: '—', label: 'دوره‌ی آموزشی', color: 'yellow' },
        ],
      },
    },
    {
      id: 'programs-1',
      type: 'programs',
      props: {
        title: 'راه‌های کمک به یادگیری',
        subtitle: 'هر برنامه پاسخی به یکی از نیازهای واقعی دانش‌آموزان است',
        programs: [
          {
            title: 'بورسیه‌ی تحصیلی',
            description: 'پشتیبانی مالی از دانش‌آموزان توانمندی که هزینه‌ی تحصیل مانع ادامه‌ی راهشان است.',
            link: '/programs',
            image: '',
          },
          {
            title: 'لوازم‌التحریر و کتاب',
            description: 'بسته‌های آموزشی آغاز سال تحصیلی برای خانواده‌هایی که توان خرید آن را ندارند.',
            link: '/programs',
            image: '',
          },
          {
            title: 'کلاس‌های تقویتی',
            description: 'کلاس‌های رایگان درس‌های پایه با همراهی معلمان و داوطلبان.',
            link: '/courses',
            image: '',
          },
        ],
      },
    },
    section('text-1', 'چرا آموزش؟', [
      'آموزش، پایدارترین راه بیرون آمدن از چرخه‌ی محرومیت است. کودکی که درسش را ادامه می‌دهد، فردای بهتری برای خود و خانواده‌اش می‌سازد. ما می‌کوشیم هیچ کودکی به خاطر نداشتن هزینه‌ی کتاب، رفت‌وآمد یا کلاس، از مدرسه جا نماند.',
    ]),
    spacer('spacer-1', 'small'),
    cta(
      'cta-1',
      'شما هم همراه شوید',
      'با کمک مالی، داوطلب شدن یا معرفی انجمن به دیگران، در این مسیر سهیم باشید.',
      ['کمک به برنامه‌ها', '/programs'],
      ['تماس با ما', '/contact'],
    ),
  ],
};
