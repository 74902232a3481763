import { readLayout } from '@common/page-layout';
import type { LayoutComponent } from '../../db/schema';
import { bullets, button, cta, hero, section, spacer, text } from './defaults/blocks';
import { layoutText } from './page-layout-view';
import type { PageLayoutTemplate } from './page-layouts.types';

interface TemplateSource {
  key: string;
  name: string;
  description: string;
  components: LayoutComponent[];
}

// Starting points for a new layout (GET /admin/page-builder/templates). The texts are placeholders for the
// admin to replace; each uses only the nine component types.
const SOURCES: TemplateSource[] = [
  {
    key: 'empty',
    name: 'صفحه‌ی خالی',
    description: 'بدون هیچ مؤلفه‌ای؛ از صفر بسازید.',
    components: [],
  },
  {
    key: 'text-page',
    name: 'صفحه‌ی متنی',
    description: 'یک سرتیتر و چند بخش متن؛ برای قوانین، حریم خصوصی و راهنما.',
    components: [
      hero('hero-1', 'عنوان صفحه', 'یک جمله درباره‌ی این صفحه'),
      section('text-1', 'بخش نخست', ['متن این بخش را اینجا بنویسید.']),
      section('text-2', 'بخش دوم', ['متن این بخش را اینجا بنویسید.', bullets(['مورد اول', 'مورد دوم'])]),
    ],
  },
  {
    key: 'landing',
    name: 'صفحه‌ی معرفی',
    description: 'سرتیتر با دکمه، آمار، برنامه‌ها، نظر حامیان و دعوت به همراهی.',
    components: [
      hero('hero-1', 'عنوان اصلی', 'یک جمله‌ی کوتاه و روشن', {
        buttonText: 'برنامه‌ها',
        buttonLink: '/programs',
        secondaryButtonText: 'تماس با ما',
        secondaryButtonLink: '/contact',
      }),
      {
        id: 'stats-1',
        type: 'stats',
        props: {
          title: 'در یک نگاه',
          subtitle: '',
          stats: [
            { icon: 'users', value: '۰', label: 'دانش‌آموز', color: 'primary' },
            { icon: 'heart', value: '۰', label: 'حامی', color: 'red' },
            { icon: 'book-open', value: '۰', label: 'برنامه', color: 'green' },
          ],
        },
      },
      {
        id: 'programs-1',
        type: 'programs',
        props: {
          title: 'برنامه‌ها',
          subtitle: '',
          programs: [{ title: 'نام برنامه', description: 'توضیح کوتاه', link: '/programs', image: '' }],
        },
      },
      {
        id: 'testimonials-1',
        type: 'testimonials',
        props: {
          title: 'از زبان همراهان',
          subtitle: '',
          testimonials: [{ content: 'متن نظر', name: 'نام', role: 'نقش', rating: 5 }],
        },
      },
      cta('cta-1', 'شما هم همراه شوید', 'یک جمله برای دعوت', ['کمک می‌کنم', '/programs']),
    ],
  },
  {
    key: 'faq',
    name: 'پرسش‌های متداول',
    description: 'پرسش و پاسخ‌ها در چند بخش، با دکمه‌ی تماس در پایان.',
    components: [
      hero('hero-1', 'پرسش‌های متداول', 'پاسخ پرسش‌های رایج'),
      text('faq-1', ['<h3>پرسش نخست؟</h3>', 'پاسخ پرسش نخست.', '<h3>پرسش دوم؟</h3>', 'پاسخ پرسش دوم.']),
      spacer('spacer-1', 'small'),
      button('button-1', 'پرسش دیگری دارید؟ با ما تماس بگیرید', '/contact'),
    ],
  },
];

export const PAGE_LAYOUT_TEMPLATES: PageLayoutTemplate[] = SOURCES.map(({ components, ...rest }) => {
  const layoutData = layoutText(components);
  return { ...rest, layoutData, content: readLayout(layoutData) };
});
