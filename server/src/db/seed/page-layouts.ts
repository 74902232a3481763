import type { pageLayouts } from '../schema';

export const seedPageLayouts: Array<typeof pageLayouts.$inferInsert> = [
  {
    name: 'صفحه‌ی معرفی انجمن',
    description: 'چیدمان نمونه با همه‌ی انواع مؤلفه‌ها',
    pageKey: 'about-us',
    version: 1,
    isPublished: true,
    publishedAt: new Date('2026-10-01T08:00:00Z'),
    layoutData: [
      {
        id: 'hero-1',
        type: 'hero',
        props: {
          title: 'با هم برای آموزش برابر',
          subtitle: 'از سال ۱۳۹۵ در کنار دانش‌آموزان سراسر ایران',
          backgroundType: 'gradient',
          backgroundColor: '#667eea',
          buttonText: 'برنامه‌ها',
          buttonLink: '/programs',
          secondaryButtonText: 'تماس با ما',
          secondaryButtonLink: '/contact',
        },
        styles: {},
      },
      {
        id: 'stats-1',
        type: 'stats',
        props: {
          title: 'در یک نگاه',
          subtitle: 'اعدادی که به آن‌ها افتخار می‌کنیم',
          stats: [
            { icon: 'users', value: '۵۰۰+', label: 'دانش‌آموز', color: 'primary' },
            { icon: 'heart', value: '۱۰۰+', label: 'حامی', color: 'red' },
            { icon: 'book-open', value: '۱۲+', label: 'برنامه', color: 'green' },
            { icon: 'star', value: '۲۰+', label: 'معلم', color: 'yellow' },
          ],
        },
        styles: {},
      },
      {
        id: 'text-1',
        type: 'textBlock',
        props: {
          content:
            '<p>ما باور داریم <strong>آموزش خوب</strong> حق همه‌ی کودکان است، دختر یا پسر، در شهر یا روستا.</p>',
          textAlign: 'right',
          fontSize: 'lg',
        },
        styles: {},
      },
      { id: 'spacer-1', type: 'spacer', props: { height: 'medium' }, styles: {} },
      {
        id: 'image-1',
        type: 'imageBlock',
        props: {
          src: '/images/slides/slide-1.svg',
          alt: 'کلاس درس',
          caption: 'یکی از کلاس‌های بازسازی‌شده',
          width: 'full',
          alignment: 'center',
        },
        styles: {},
      },
      {
        id: 'button-1',
        type: 'button',
        props: {
          text: 'حامی شوید',
          link: '/signup?type=donor',
          style: 'primary',
          size: 'large',
          alignment: 'center',
        },
        styles: {},
      },
      {
        id: 'cta-1',
        type: 'cta',
        props: {
          title: 'شما هم همراه شوید',
          subtitle: 'هر کمکی، هرچند کوچک، مسیر یک دانش‌آموز را تغییر می‌دهد.',
          primaryButtonText: 'کمک می‌کنم',
          primaryButtonLink: '/programs',
          secondaryButtonText: 'داوطلب می‌شوم',
          secondaryButtonLink: '/signup?type=staff',
        },
        styles: {},
      },
    ],
  },
  {
    name: 'صفحه‌ی کمپین نوروزی (پیش‌نویس)',
    description: 'هنوز منتشر نشده است',
    pageKey: 'nowruz-campaign',
    version: 1,
    isPublished: false,
    layoutData: [{ id: 'hero-1', type: 'hero', props: { title: 'نوروز، آغاز یادگیری' }, styles: {} }],
  },
];
