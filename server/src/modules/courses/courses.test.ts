import { describe, expect } from 'vitest';
import { insertCourses, insertSyllabus } from '../../testing/courses';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const ids: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

it.beforeAll(async ({ app }) => {
  const rows = await insertCourses(app.db, [
    {
      title: 'برنامه‌نویسی پایتون',
      shortDescription: 'شروع برنامه‌نویسی',
      category: 'TECHNOLOGY',
      level: 'BEGINNER',
      price: 0,
      rating: 4.8,
      reviewsCount: 30,
      enrolledStudents: 120,
      status: 'PUBLISHED',
      skills: ['پایتون', 'الگوریتم'],
      instructorName: 'علی رضایی',
      createdAt: day(1),
    },
    {
      title: 'زبان انگليسي مقدماتي', // Arabic ي on purpose: the search must still find it
      category: 'LANGUAGE',
      level: 'BEGINNER',
      price: 2_500_000,
      originalPrice: 3_000_000,
      rating: 4.2,
      enrolledStudents: 300,
      status: 'PUBLISHED',
      createdAt: day(2),
    },
    {
      title: 'ریاضی پیشرفته',
      category: 'ACADEMIC',
      level: 'ADVANCED',
      price: 1_000_000,
      rating: 4.9,
      reviewsCount: 5,
      enrolledStudents: 10,
      status: 'PUBLISHED',
      durationHours: 12,
      durationMinutes: 30,
      certificateProvided: true,
      createdAt: day(3),
    },
    { title: 'دوره‌ی پیش‌نویس پایتون', category: 'TECHNOLOGY', level: 'BEGINNER', createdAt: day(4) },
    {
      title: 'دوره‌ی بایگانی',
      category: 'TECHNOLOGY',
      level: 'BEGINNER',
      status: 'ARCHIVED',
      createdAt: day(5),
    },
  ]);
  for (const row of rows) ids[row.title] = row.id;
  await insertSyllabus(app.db, ids['ریاضی پیشرفته']);
});

type Page = {
  content: Array<{ id: number; title: string; price: number; isFree: boolean }>;
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
};

async function restPage(app: TestApp, url: string): Promise<Page> {
  const response = await app.rest('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const titles = (page: Page) => page.content.map((c) => c.title);

describe('GET /api/courses', () => {
  it('answers published courses only, newest first, as a page', async ({ app }) => {
    const page = await restPage(app, '/api/courses');
    expect(titles(page)).toEqual(['ریاضی پیشرفته', 'زبان انگليسي مقدماتي', 'برنامه‌نویسی پایتون']);
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 10 });
  });

  it('pages with page and size', async ({ app }) => {
    const page = await restPage(app, '/api/courses?page=1&size=2');
    expect(titles(page)).toEqual(['برنامه‌نویسی پایتون']);
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
  });

  it('shows prices in toman with isFree', async ({ app }) => {
    const page = await restPage(app, '/api/courses');
    const english = page.content.find((c) => c.title.startsWith('زبان'));
    expect(english).toMatchObject({ price: 250_000, originalPrice: 300_000, isFree: false });
    expect(page.content.find((c) => c.title.startsWith('برنامه'))).toMatchObject({ price: 0, isFree: true });
  });

  it('sorts by popularity, rating and price', async ({ app }) => {
    const order = async (sort: string) => titles(await restPage(app, `/api/courses?sort=${sort}`));
    expect(await order('POPULAR')).toEqual(['زبان انگليسي مقدماتي', 'برنامه‌نویسی پایتون', 'ریاضی پیشرفته']);
    expect(await order('RATING')).toEqual(['ریاضی پیشرفته', 'برنامه‌نویسی پایتون', 'زبان انگليسي مقدماتي']);
    expect(await order('price_asc')).toEqual(['برنامه‌نویسی پایتون', 'ریاضی پیشرفته', 'زبان انگليسي مقدماتي']);
    expect(await order('PRICE_DESC')).toEqual([
      'زبان انگليسي مقدماتي',
      'ریاضی پیشرفته',
      'برنامه‌نویسی پایتون',
    ]);
  });

  it('refuses a negative page, a size above 100 or below 1 and an unknown sort with a Persian 400', async ({
    app,
  }) => {
    const cases: Array<[string, string, string]> = [
      ['/api/courses?page=-1', 'page', 'شماره صفحه نمی‌تواند منفی باشد'],
      ['/api/courses?size=101', 'size', 'تعداد موارد هر صفحه باید بین ۱ تا ۱۰۰ باشد'],
      ['/api/courses?size=0', 'size', 'تعداد موارد هر صفحه باید بین ۱ تا ۱۰۰ باشد'],
      ['/api/courses?sort=CHEAPEST', 'sort', 'مقدار «مرتب‌سازی» نامعتبر است'],
      ['/api/courses?page=abc', 'page', 'مقدار «شماره صفحه» نامعتبر است'],
    ];
    for (const [url, field, message] of cases) {
      const response = await app.rest('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    }
  });
});

describe('GET /api/courses/search', () => {
  it('finds words in the normalised search text, whatever the spelling of ی and ک or the ZWNJ', async ({
    app,
  }) => {
    expect(titles(await restPage(app, `/api/courses/search?query=${encodeURIComponent('انگلیسی')}`))).toEqual(
      ['زبان انگليسي مقدماتي'],
    );
    expect(
      titles(await restPage(app, `/api/courses/search?query=${encodeURIComponent('برنامهنویسی')}`)),
    ).toEqual(['برنامه‌نویسی پایتون']);
  });

  it('needs every word and searches skills and instructor, never drafts', async ({ app }) => {
    const search = (q: string) => restPage(app, `/api/courses/search?query=${encodeURIComponent(q)}`);
    expect(titles(await search('پایتون'))).toEqual(['برنامه‌نویسی پایتون']);
    expect(titles(await search('رضایی الگوریتم'))).toEqual(['برنامه‌نویسی پایتون']);
    expect(titles(await search('پایتون ریاضی'))).toEqual([]);
  });

  it('treats LIKE wildcards as plain characters and a blank query as no filter', async ({ app }) => {
    expect((await restPage(app, '/api/courses/search?query=%25')).totalElements).toBe(0);
    expect((await restPage(app, '/api/courses/search?query=_')).totalElements).toBe(0);
    expect((await restPage(app, '/api/courses/search?query=')).totalElements).toBe(3);
  });

  it('refuses an overlong query', async ({ app }) => {
    const response = await app.rest('GET', `/api/courses/search?query=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ query: 'عبارت جستجو نباید بیشتر از ۱۰۰ کاراکتر باشد' });
  });
});

describe('GET /api/courses/filter', () => {
  it('filters by category, level and price', async ({ app }) => {
    expect(titles(await restPage(app, '/api/courses/filter?category=TECHNOLOGY'))).toEqual([
      'برنامه‌نویسی پایتون',
    ]);
    expect(titles(await restPage(app, '/api/courses/filter?level=beginner&isFree=false'))).toEqual([
      'زبان انگليسي مقدماتي',
    ]);
    expect(titles(await restPage(app, '/api/courses/filter?isFree=true&size=12'))).toEqual([
      'برنامه‌نویسی پایتون',
    ]);
    expect((await restPage(app, '/api/courses/filter?category=ART')).totalElements).toBe(0);
  });

  it('refuses an unknown category or level and a bad isFree with a Persian 400', async ({ app }) => {
    for (const [query, name] of [
      ['category=COOKING', 'دسته‌بندی'],
      ['level=GURU', 'سطح'],
      ['isFree=maybe', 'رایگان'],
    ]) {
      const response = await app.rest('GET', `/api/courses/filter?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: `مقدار «${name}» نامعتبر است` });
    }
  });
});

describe('GET /api/courses/{id}', () => {
  it('answers a published course with every field and its ordered chapters and lessons', async ({ app }) => {
    const response = await app.rest('GET', `/api/courses/${ids['ریاضی پیشرفته']}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      title: 'ریاضی پیشرفته',
      category: 'ACADEMIC',
      level: 'ADVANCED',
      price: 100_000,
      isFree: false,
      durationHours: 12,
      durationMinutes: 30,
      certificateProvided: true,
      language: 'PERSIAN',
      status: 'PUBLISHED',
      maxStudents: null,
      skills: [],
    });
    expect(typeof data.lastUpdated).toBe('string');
    expect(data.chapters.map((c: { title: string }) => c.title)).toEqual(['فصل اول', 'فصل دوم']);
    expect(data.chapters[0].lessons).toEqual([
      expect.objectContaining({ title: 'درس اول', isFree: true, durationMinutes: 15 }),
      expect.objectContaining({ title: 'درس دوم', isFree: false }),
    ]);
    // A locked lesson's content is hidden from a guest.
    expect(data.chapters[1].lessons[0]).toMatchObject({ title: 'درس سوم', videoUrl: null });
  });

  it('hides drafts, archived and missing courses behind a Persian 404', async ({ app }) => {
    for (const id of [ids['دوره‌ی پیش‌نویس پایتون'], ids['دوره‌ی بایگانی'], 999_999]) {
      const response = await app.rest('GET', `/api/courses/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'دوره مورد نظر یافت نشد', data: null });
    }
  });

  it('answers 400 for an id that is not a number', async ({ app }) => {
    expect((await app.rest('GET', '/api/courses/abc')).statusCode).toBe(400);
  });
});

describe('categories and levels', () => {
  it('lists every category and level with its Persian label', async ({ app }) => {
    const categories = (await app.rest('GET', '/api/courses/categories')).json().data;
    expect(categories).toHaveLength(11);
    expect(categories).toContainEqual({ value: 'TECHNOLOGY', label: 'فناوری' });
    const levels = (await app.rest('GET', '/api/courses/levels')).json().data;
    expect(levels.map((l: { value: string }) => l.value)).toEqual([
      'BEGINNER',
      'INTERMEDIATE',
      'ADVANCED',
      'EXPERT',
    ]);
    expect(levels[0]).toEqual({ value: 'BEGINNER', label: 'مبتدی' });
  });
});

describe('GraphQL', () => {
  it('answers the catalogue with filters, search and sort in one query', async ({ app }) => {
    const answer = await app.gql(
      graphql(`query CoursesCatalogue($q: String) { publicCourses(query: $q, level: BEGINNER, sort: PRICE_DESC, size: 12) {
          content { title price isFree } totalElements page size } }`),
      { q: 'زبان' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publicCourses).toEqual({
      content: [{ title: 'زبان انگليسي مقدماتي', price: 250_000, isFree: false }],
      totalElements: 1,
      page: 0,
      size: 12,
    });
  });

  it('loads chapters and lessons of many courses in one request', async ({ app }) => {
    const answer = await app.gql(
      graphql(
        `query CoursesSyllabi { publicCourses { content { title chapters { title lessons { title isFree } } } } }`,
      ),
    );
    expect(answer.errors).toBeUndefined();
    const chapterCounts = answer.data?.publicCourses.content.map((c) => c.chapters.length);
    expect(chapterCounts).toEqual([2, 0, 0]);
  });

  it('answers null for an unpublished course and a Persian BAD_USER_INPUT for a bad page', async ({
    app,
  }) => {
    const draft = await app.gql(graphql(`query CoursesOne($id: Int!) { publicCourse(id: $id) { id } }`), {
      id: ids['دوره‌ی پیش‌نویس پایتون'],
    });
    expect(draft).toEqual({ data: { publicCourse: null } });
    const bad = await app.gql(
      graphql(`query CoursesBadPage { publicCourses(page: -2, size: 500) { totalElements } }`),
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'شماره صفحه نمی‌تواند منفی باشد',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          page: 'شماره صفحه نمی‌تواند منفی باشد',
          size: 'تعداد موارد هر صفحه باید بین ۱ تا ۱۰۰ باشد',
        },
      },
    });
  });
});
