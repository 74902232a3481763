import { describe, expect, it } from 'vitest';
import { courseSchema } from './course';
import { errorsOf, expectError, expectValid } from './test-helpers';

const valid = { title: 'مبانی پایتون', category: 'TECHNOLOGY', level: 'BEGINNER' };

describe('courseSchema', () => {
  it('accepts a minimal course and fills the defaults', () => {
    expect(expectValid(courseSchema, valid)).toEqual({
      ...valid,
      price: 0,
      originalPrice: null,
      durationHours: 0,
      durationMinutes: 0,
      maxStudents: null,
      language: 'PERSIAN',
      certificateProvided: false,
      autoPlayTrailer: false,
      showThumbnailOverlay: true,
      status: 'DRAFT',
      skills: [],
      chapters: [],
    });
  });

  it('reads numbers typed in Persian and cleans the skills', () => {
    const course = expectValid(courseSchema, {
      ...valid,
      price: '۲۵۰٬۰۰۰',
      durationHours: '12',
      durationMinutes: 30,
      maxStudents: '',
      skills: [' پایتون ', '', 'پایتون', 'الگوریتم'],
      chapters: [{ title: 'مقدمه', lessons: [{ title: 'نصب', contentType: 'TEXT', contentText: 'متن' }] }],
      status: 'PUBLISHED',
    });
    expect(course).toMatchObject({
      price: 250_000,
      durationHours: 12,
      durationMinutes: 30,
      maxStudents: null,
      skills: ['پایتون', 'الگوریتم'],
      status: 'PUBLISHED',
    });
    expect(course.chapters[0].lessons[0]).toMatchObject({ title: 'نصب', durationMinutes: 0, isFree: false });
  });

  it('gives the messages', () => {
    expectError(courseSchema, { ...valid, title: '' }, 'title', 'عنوان دوره الزامی است');
    expectError(
      courseSchema,
      { ...valid, title: 'a'.repeat(201) },
      'title',
      'عنوان دوره نباید بیشتر از ۲۰۰ کاراکتر باشد',
    );
    expectError(courseSchema, { ...valid, category: '' }, 'category', 'انتخاب دسته‌بندی الزامی است');
    expectError(courseSchema, { ...valid, level: 'GURU' }, 'level', 'انتخاب سطح دوره الزامی است');
    expectError(
      courseSchema,
      { ...valid, shortDescription: 'a'.repeat(501) },
      'shortDescription',
      'توضیح کوتاه نباید بیشتر از ۵۰۰ کاراکتر باشد',
    );
    expectError(
      courseSchema,
      { ...valid, description: 'a'.repeat(5001) },
      'description',
      'توضیحات دوره نباید بیشتر از ۵۰۰۰ کاراکتر باشد',
    );
    expectError(
      courseSchema,
      { ...valid, whatYouWillLearn: 'a'.repeat(2001) },
      'whatYouWillLearn',
      'اهداف یادگیری نباید بیشتر از ۲۰۰۰ کاراکتر باشد',
    );
    expectError(
      courseSchema,
      { ...valid, requirements: 'a'.repeat(1501) },
      'requirements',
      'پیش‌نیازها نباید بیشتر از ۱۵۰۰ کاراکتر باشد',
    );
    expectError(
      courseSchema,
      { ...valid, targetAudience: 'a'.repeat(1501) },
      'targetAudience',
      'مخاطبان دوره نباید بیشتر از ۱۵۰۰ کاراکتر باشد',
    );
    expectError(courseSchema, { ...valid, price: -1 }, 'price', 'قیمت دوره نمی‌تواند منفی باشد');
    expectError(
      courseSchema,
      { ...valid, durationHours: -1 },
      'durationHours',
      'ساعت مدت دوره نمی‌تواند منفی باشد',
    );
    expectError(
      courseSchema,
      { ...valid, durationMinutes: 60 },
      'durationMinutes',
      'دقیقه باید بین ۰ تا ۵۹ باشد',
    );
    expectError(
      courseSchema,
      { ...valid, durationMinutes: -1 },
      'durationMinutes',
      'دقیقه باید بین ۰ تا ۵۹ باشد',
    );
    expectError(
      courseSchema,
      { ...valid, maxStudents: 0 },
      'maxStudents',
      'ظرفیت دوره باید حداقل ۱ نفر باشد',
    );
    expectError(courseSchema, { ...valid, language: 'FRENCH' }, 'language', 'زبان دوره نامعتبر است');
    expectError(courseSchema, { ...valid, status: 'LIVE' }, 'status', 'وضعیت دوره نامعتبر است');
    const skills = Array.from({ length: 16 }, (_, i) => `مهارت ${i}`);
    expectError(courseSchema, { ...valid, skills }, 'skills', 'حداکثر ۱۵ مهارت می‌توانید اضافه کنید');
    expectValid(courseSchema, { ...valid, skills: skills.slice(0, 15) });
  });

  it('reports nested chapter and lesson errors by path', () => {
    expect(
      errorsOf(courseSchema, {
        ...valid,
        chapters: [{ title: 'فصل یک' }, { title: 'ab', lessons: [{ title: '', contentType: 'VIDEO' }] }],
      }),
    ).toEqual({
      'chapters.1.title': 'عنوان فصل باید حداقل ۳ کاراکتر باشد',
      'chapters.1.lessons.0.title': 'عنوان درس الزامی است',
      'chapters.1.lessons.0.videoUrl': 'برای درس ویدیویی، لینک یا فایل ویدیو الزامی است',
    });
  });

  it('takes trailer links only from YouTube, Vimeo or Aparat, read by the URL parser', () => {
    const trailer = (trailerVideoUrl: string) => ({ ...valid, trailerVideoUrl });
    expectValid(courseSchema, trailer('https://youtu.be/dQw4w9WgXcQ'));
    expectValid(courseSchema, trailer('https://vimeo.com/76979871'));
    expectValid(courseSchema, trailer('https://www.aparat.com/v/Ab12C'));
    for (const link of ['https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ', 'https://evil.io/?youtube.com'])
      expectError(
        courseSchema,
        trailer(link),
        'trailerVideoUrl',
        'لینک تریلر باید از یوتیوب، ویمیو یا آپارات باشد',
      );
    expect(expectValid(courseSchema, trailer('  ')).trailerVideoUrl).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['price', 1e16, 'قیمت دوره نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد'],
    ['originalPrice', 1e16, 'قیمت پیش از تخفیف نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد'],
    ['price', 12.5, 'قیمت دوره باید عددی صحیح و بدون اعشار باشد'],
    ['price', '۱۲٫۵', 'قیمت دوره باید عددی صحیح و بدون اعشار باشد'],
    ['price', 'abc', 'قیمت دوره باید یک عدد باشد'],
    ['maxStudents', 999_999_999_999, 'ظرفیت دوره نمی‌تواند بیشتر از ۱۰۰٬۰۰۰ نفر باشد'],
    ['maxStudents', '۲٫۵', 'ظرفیت دوره باید عددی صحیح و بدون اعشار باشد'],
    ['durationHours', 999_999_999_999, 'مدت دوره نمی‌تواند بیشتر از ۱۰٬۰۰۰ ساعت باشد'],
    ['durationHours', 'abc', 'مدت دوره باید یک عدد باشد'],
  ])('tells %s = %s its true reason', (field, value, message) => {
    expectError(courseSchema, { ...valid, [field]: value }, field, message);
  });
});

describe('course texts that show nothing', () => {
  it('count as blank in titles and skills; a skill has at most 100 characters', () => {
    const invisible = '\u200c\u200d\u200b\ufeff';
    expectError(courseSchema, { ...valid, title: invisible }, 'title', 'عنوان دوره الزامی است');
    const withChapter = (chapter: Record<string, unknown>) => ({ ...valid, chapters: [chapter] });
    expectError(
      courseSchema,
      withChapter({ title: invisible }),
      'chapters.0.title',
      'عنوان فصل باید حداقل ۳ کاراکتر باشد',
    );
    expectError(
      courseSchema,
      withChapter({ title: 'فصل یک', lessons: [{ title: invisible, contentType: 'QUIZ' }] }),
      'chapters.0.lessons.0.title',
      'عنوان درس الزامی است',
    );
    expect(expectValid(courseSchema, { ...valid, skills: [invisible, 'الف'] }).skills).toEqual(['الف']);
    expectError(
      courseSchema,
      { ...valid, skills: ['ب'.repeat(101)] },
      'skills',
      'هر مهارت نباید بیشتر از ۱۰۰ کاراکتر باشد',
    );
  });
});
