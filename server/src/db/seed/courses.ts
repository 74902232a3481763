import type { CourseValues } from '../../modules/courses/course-writer';
import type { chapters, lessons } from '../schema';

type CourseRow = CourseValues;
type ChapterRow = Omit<typeof chapters.$inferInsert, 'courseId'>;
type LessonRow = Omit<typeof lessons.$inferInsert, 'chapterId'>;

export interface SeedCourse {
  course: CourseRow;
  chapters: Array<{ chapter: ChapterRow; lessons: LessonRow[] }>;
}

const PUBLISHED_AT = new Date('2026-10-01T08:00:00Z');

/** A chapter from its lesson titles and minutes; the course's very first lesson is a free preview. */
function chapter(order: number, title: string, items: Array<[string, number, 'VIDEO' | 'TEXT']>) {
  return {
    chapter: {
      title,
      chapterOrder: order,
      durationMinutes: items.reduce((sum, [, minutes]) => sum + minutes, 0),
      isFree: false,
    },
    lessons: items.map(([lessonTitle, minutes, contentType], i) => ({
      title: lessonTitle,
      durationMinutes: minutes,
      contentType,
      lessonOrder: i + 1,
      isFree: order === 1 && i === 0,
      contentText: contentType === 'TEXT' ? `متن درس «${lessonTitle}»` : null,
    })),
  };
}

function course(c: CourseRow, parts: SeedCourse['chapters']): SeedCourse {
  return {
    course: {
      ...c,
      publishedAt: c.status === 'PUBLISHED' ? PUBLISHED_AT : null,
    },
    chapters: parts,
  };
}

export const seedCourses: SeedCourse[] = [
  course(
    {
      title: 'ریاضی پایه برای متوسطه‌ی اول',
      shortDescription: 'کسر، اعشار، معادله و هندسه‌ی پایه با مثال‌های روزمره و تمرین‌های گام‌به‌گام.',
      description:
        'این دوره مفاهیم کلیدی ریاضی پایه‌های هفتم تا نهم را با زبانی ساده و تمرین فراوان آموزش می‌دهد.',
      whatYouWillLearn: 'حل معادله‌های یک‌مجهولی\nکار با کسر و اعشار\nمحاسبه‌ی مساحت و محیط',
      requirements: 'آشنایی با چهار عمل اصلی',
      targetAudience: 'دانش‌آموزان پایه‌ی هفتم تا نهم',
      category: 'ACADEMIC',
      level: 'BEGINNER',
      price: 0,
      durationHours: 6,
      durationMinutes: 30,
      certificateProvided: true,
      skills: ['حل مسئله', 'معادله', 'هندسه', 'تفکر منطقی'],
      thumbnailUrl: '/images/courses/math-basics.svg',
      instructorName: 'نرگس قاسمی',
      rating: 4.8,
      reviewsCount: 126,
      status: 'PUBLISHED',
    },
    [
      chapter(1, 'عددها و کسرها', [
        ['آشنایی با دوره', 8, 'VIDEO'],
        ['کسرهای مساوی', 22, 'VIDEO'],
        ['تمرین کسرها', 15, 'TEXT'],
      ]),
      chapter(2, 'معادله‌ها', [
        ['معادله‌ی یک‌مجهولی', 25, 'VIDEO'],
        ['مسئله‌های کلامی', 30, 'VIDEO'],
      ]),
      chapter(3, 'هندسه‌ی پایه', [
        ['زاویه و مثلث', 20, 'VIDEO'],
        ['مساحت و محیط', 28, 'VIDEO'],
      ]),
    ],
  ),
  course(
    {
      title: 'برنامه‌نویسی پایتون برای نوجوانان',
      shortDescription: 'اولین برنامه‌هایت را بنویس: بازی حدس عدد، ماشین‌حساب و نقاشی با لاک‌پشت.',
      description: 'یک شروع شاد و پروژه‌محور برای ورود به دنیای برنامه‌نویسی با زبان پایتون.',
      whatYouWillLearn: 'متغیر، شرط و حلقه\nتابع‌نویسی\nساخت بازی‌های ساده',
      requirements: 'دسترسی به رایانه یا تبلت',
      targetAudience: 'نوجوانان ۱۲ تا ۱۸ ساله',
      category: 'TECHNOLOGY',
      level: 'BEGINNER',
      price: 4_900_000,
      originalPrice: 7_900_000,
      durationHours: 12,
      durationMinutes: 0,
      maxStudents: 60,
      certificateProvided: true,
      skills: ['پایتون', 'الگوریتم', 'حل مسئله', 'بازی‌سازی', 'تفکر محاسباتی'],
      thumbnailUrl: '/images/courses/python-for-teens.svg',
      instructorName: 'امیر جعفری',
      rating: 4.9,
      reviewsCount: 212,
      status: 'PUBLISHED',
    },
    [
      chapter(1, 'شروع کار با پایتون', [
        ['نصب و اولین برنامه', 15, 'VIDEO'],
        ['متغیرها', 20, 'VIDEO'],
      ]),
      chapter(2, 'شرط و حلقه', [
        ['دستور if', 25, 'VIDEO'],
        ['حلقه‌ی for و while', 30, 'VIDEO'],
        ['پروژه: حدس عدد', 40, 'VIDEO'],
      ]),
      chapter(3, 'تابع‌ها', [
        ['تعریف تابع', 25, 'VIDEO'],
        ['پروژه: ماشین‌حساب', 35, 'TEXT'],
      ]),
    ],
  ),
  course(
    {
      title: 'مکالمه‌ی زبان انگلیسی مقدماتی',
      shortDescription: 'جمله‌های پرکاربرد روزمره، تلفظ درست و اعتمادبه‌نفس در صحبت کردن.',
      description: 'گفت‌وگوهای کوتاه و کاربردی برای شروع صحبت به زبان انگلیسی.',
      whatYouWillLearn: 'معرفی خود\nپرسیدن و پاسخ دادن\nتلفظ صحیح',
      requirements: 'آشنایی با حروف الفبای انگلیسی',
      targetAudience: 'دانش‌آموزان متوسطه',
      category: 'LANGUAGE',
      level: 'BEGINNER',
      price: 0,
      durationHours: 8,
      durationMinutes: 15,
      certificateProvided: false,
      skills: ['مکالمه', 'تلفظ', 'واژگان'],
      thumbnailUrl: '/images/courses/english-conversation.svg',
      instructorName: 'مریم کاظمی',
      rating: 4.6,
      reviewsCount: 88,
      status: 'PUBLISHED',
    },
    [
      chapter(1, 'سلام و معرفی', [
        ['احوال‌پرسی', 12, 'VIDEO'],
        ['معرفی خود', 18, 'VIDEO'],
      ]),
      chapter(2, 'زندگی روزمره', [
        ['خرید کردن', 20, 'VIDEO'],
        ['در مدرسه', 20, 'VIDEO'],
      ]),
    ],
  ),
  course(
    {
      title: 'فیزیک در خانه: آزمایش‌های ساده',
      shortDescription: 'با وسایل آشپزخانه قانون‌های فیزیک را کشف کن.',
      description: 'بیست آزمایش ساده و ایمن برای فهم حرکت، نیرو، نور و الکتریسیته.',
      whatYouWillLearn: 'روش علمی\nنیرو و حرکت\nنور و سایه',
      requirements: 'کنجکاوی!',
      targetAudience: 'دانش‌آموزان ۱۰ تا ۱۵ ساله',
      category: 'SCIENCE',
      level: 'INTERMEDIATE',
      price: 2_500_000,
      durationHours: 5,
      durationMinutes: 45,
      certificateProvided: true,
      skills: ['آزمایش', 'مشاهده', 'فیزیک', 'روش علمی'],
      thumbnailUrl: '/images/courses/physics-at-home.svg',
      instructorName: 'کاوه رستمی',
      rating: 4.7,
      reviewsCount: 64,
      status: 'PUBLISHED',
    },
    [
      chapter(1, 'نیرو و حرکت', [
        ['آزمایش بادکنک موشکی', 15, 'VIDEO'],
        ['اصطکاک', 18, 'VIDEO'],
      ]),
      chapter(2, 'نور', [
        ['ساخت اتاقک تاریک', 22, 'VIDEO'],
        ['رنگین‌کمان در لیوان', 14, 'TEXT'],
      ]),
    ],
  ),
  course(
    {
      title: 'مهارت‌های مطالعه و برنامه‌ریزی',
      shortDescription: 'چطور کمتر بخوانیم و بیشتر یاد بگیریم؛ تکنیک‌های علمی مطالعه.',
      description: 'برنامه‌ریزی هفتگی، مرور فاصله‌دار، خلاصه‌نویسی و مدیریت استرس امتحان.',
      whatYouWillLearn: 'برنامه‌ریزی هفتگی\nمرور فاصله‌دار\nمدیریت استرس',
      requirements: 'ندارد',
      targetAudience: 'همه‌ی دانش‌آموزان',
      category: 'PERSONAL_DEVELOPMENT',
      level: 'BEGINNER',
      price: 0,
      durationHours: 3,
      durationMinutes: 40,
      certificateProvided: true,
      skills: ['برنامه‌ریزی', 'تمرکز', 'خلاصه‌نویسی', 'مدیریت زمان'],
      thumbnailUrl: '/images/courses/study-skills.svg',
      instructorName: 'سارا موسوی',
      rating: 4.9,
      reviewsCount: 301,
      status: 'PUBLISHED',
    },
    [
      chapter(1, 'برنامه‌ریزی', [
        ['چرا برنامه‌ریزی؟', 10, 'VIDEO'],
        ['جدول هفتگی', 20, 'TEXT'],
      ]),
      chapter(2, 'تکنیک‌های مطالعه', [
        ['مرور فاصله‌دار', 18, 'VIDEO'],
        ['خلاصه‌نویسی', 16, 'VIDEO'],
      ]),
    ],
  ),
  course(
    {
      title: 'نقاشی خلاق و طراحی',
      shortDescription: 'از خط و سایه تا رنگ؛ خلاقیتت را روی کاغذ بیاور.',
      description: 'اصول طراحی، ترکیب رنگ و تصویرسازی برای نوجوانان علاقه‌مند به هنر.',
      whatYouWillLearn: 'طراحی با مداد\nترکیب رنگ\nتصویرسازی داستان',
      requirements: 'مداد، کاغذ و مداد رنگی',
      targetAudience: 'نوجوانان علاقه‌مند به هنر',
      category: 'ART',
      level: 'ADVANCED',
      price: 3_500_000,
      durationHours: 7,
      durationMinutes: 10,
      certificateProvided: false,
      skills: ['طراحی', 'رنگ', 'خلاقیت'],
      thumbnailUrl: '/images/courses/creative-drawing.svg',
      instructorName: 'لیلا کاظمی',
      rating: 4.5,
      reviewsCount: 41,
      status: 'PUBLISHED',
    },
    [
      chapter(1, 'خط و سایه', [
        ['ابزار طراحی', 12, 'VIDEO'],
        ['سایه‌زنی', 25, 'VIDEO'],
      ]),
      chapter(2, 'رنگ', [['چرخه‌ی رنگ', 20, 'VIDEO']]),
    ],
  ),
  course(
    {
      title: 'کارآفرینی برای نوجوانان',
      shortDescription: 'از ایده تا اولین فروش: یک کسب‌وکار کوچک بساز.',
      description: 'پیش‌نویس دوره؛ هنوز منتشر نشده است.',
      category: 'BUSINESS',
      level: 'INTERMEDIATE',
      price: 3_000_000,
      durationHours: 4,
      durationMinutes: 0,
      skills: ['ایده‌پردازی', 'بازاریابی', 'فروش'],
      thumbnailUrl: '/images/courses/teen-entrepreneurship.svg',
      instructorName: 'حمید نوری',
      status: 'DRAFT',
    },
    [chapter(1, 'ایده', [['پیدا کردن مسئله', 15, 'VIDEO']])],
  ),
  course(
    {
      title: 'مهارت‌های زندگی',
      shortDescription: 'ارتباط مؤثر، تصمیم‌گیری و مدیریت احساسات.',
      description: 'پیش‌نویس دوره؛ هنوز منتشر نشده است.',
      category: 'LIFE_SKILLS',
      level: 'BEGINNER',
      price: 0,
      durationHours: 2,
      durationMinutes: 30,
      skills: ['ارتباط', 'تصمیم‌گیری', 'همدلی'],
      thumbnailUrl: '/images/courses/life-skills.svg',
      instructorName: 'الهام صادقی',
      status: 'DRAFT',
    },
    [chapter(1, 'ارتباط مؤثر', [['گوش دادن فعال', 14, 'VIDEO']])],
  ),
];
