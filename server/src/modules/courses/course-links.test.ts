import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courses } from '../../db/schema';
import { adminAndStudent, CREATE, courseForm, createCourse } from '../../testing/course-admin';
import { testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { FILE_STORE, insertStoredImage, PICTURE_SITE_ENV } from '../../testing/picture-sites';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;

const it = testWith(PICTURE_SITE_ENV);

it.beforeAll(async ({ app }) => {
  ({ admin } = await adminAndStudent(app, '0912557'));
  await insertStoredImage(app, `${FILE_STORE}/images/stored.png`);
});

const INVALID_LINK = 'لینک واردشده معتبر نیست';
const PICTURE_ADDRESS = 'نشانی تصویر باید تصویری آپلودشده در همین سایت باشد';
const PICTURE_ELSEWHERE =
  'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';
const linkRefusal = (href: string) =>
  `لینک «${href}» معتبر نیست؛ لینک باید مسیری در همین سایت (مثل /programs) یا نشانی کاملی با https:// باشد`;

/** The course form with one lesson (or chapter) field replaced. */
function withLesson(field: string, value: string): Record<string, unknown> {
  const form = courseForm();
  const chapters = form.chapters as Array<{ lessons: Array<Record<string, unknown>> }>;
  chapters[0].lessons[0] = { ...chapters[0].lessons[0], [field]: value };
  chapters[1].lessons[0] = { ...chapters[1].lessons[0], [field]: value };
  return form;
}
function withChapterVideo(value: string): Record<string, unknown> {
  const form = courseForm();
  (form.chapters as Array<Record<string, unknown>>)[0].videoUrl = value;
  return form;
}

const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
  [
    'a javascript: thumbnail',
    courseForm({ thumbnailUrl: 'JaVaScRiPt:alert(1)' }),
    { thumbnailUrl: PICTURE_ADDRESS },
  ],
  [
    'a protocol-relative thumbnail',
    courseForm({ thumbnailUrl: '//evil.example/x.png' }),
    { thumbnailUrl: PICTURE_ADDRESS },
  ],
  [
    'an outside thumbnail',
    courseForm({ thumbnailUrl: 'https://other.example/x.jpg' }),
    { thumbnailUrl: PICTURE_ELSEWHERE },
  ],
  [
    'a javascript: lesson video',
    withLesson('videoUrl', 'javascript:alert(1)'),
    { 'chapters.0.lessons.0.videoUrl': INVALID_LINK, 'chapters.1.lessons.0.videoUrl': INVALID_LINK },
  ],
  [
    'a chapter video at /\\host',
    withChapterVideo('/\\evil.example/v.mp4'),
    { 'chapters.0.videoUrl': INVALID_LINK },
  ],
  [
    'a resource list with one bad line',
    withLesson('resourcesUrls', 'https://example.org/a.pdf\n\n  //evil.example/b.pdf  '),
    {
      'chapters.0.lessons.0.resourcesUrls': linkRefusal('//evil.example/b.pdf'),
      'chapters.1.lessons.0.resourcesUrls': linkRefusal('//evil.example/b.pdf'),
    },
  ],
];

const storedTitled = async (app: TestApp, title: string) =>
  app.db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));

describe('course links and pictures follow the one link rule', () => {
  it.for(cases)('refuses %s through REST, storing nothing', async ([_, form, errors], { app }) => {
    const title = `دوره‌ی رد شده ${Object.keys(errors)[0]}`;
    const answer = await app.rest('POST', '/api/courses', { ...form, title }, admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual(errors);
    expect(await storedTitled(app, title)).toEqual([]);
  });

  it.for(cases)('refuses %s through GraphQL, storing nothing', async ([_, form, errors], { app }) => {
    const title = `دوره‌ی رد شده‌ی گراف ${Object.keys(errors)[0]}`;
    const answer = await app.gql(CREATE, { input: { ...form, title } }, admin);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: errors });
    expect(await storedTitled(app, title)).toEqual([]);
  });

  it('keeps site paths, web links and a picture the file store holds', async ({ app }) => {
    const form = withLesson('resourcesUrls', '/uploads/files/a.pdf\nhttps://example.org/b.pdf');
    const course = await createCourse(app, admin, {
      ...form,
      thumbnailUrl: `${FILE_STORE}/images/stored.png`,
    });
    expect(course.thumbnailUrl).toBe(`${FILE_STORE}/images/stored.png`);
    expect(course.chapters[0].lessons[0].resourcesUrls).toBe(
      '/uploads/files/a.pdf\nhttps://example.org/b.pdf',
    );
  });

  it('refuses a lesson video link that is not a link through both doors', async ({ app }) => {
    const course = await createCourse(app, admin);
    const lessonId = course.chapters[0].lessons[0].id;
    const rest = await app.rest(
      'PUT',
      `/api/courses/lessons/${lessonId}/video`,
      { videoUrl: 'javascript:alert(1)' },
      admin,
    );
    expect(rest.statusCode).toBe(400);
    expect(rest.json().errors).toEqual({ videoUrl: INVALID_LINK });
    const gql = await app.gql(
      graphql(
        `mutation CourseLinksLessonVideo($id: Int!, $url: String) { setLessonVideo(lessonId: $id, videoUrl: $url) { videoUrl } }`,
      ),
      { id: lessonId, url: '//evil.example/v.mp4' },
      admin,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ fieldErrors: { videoUrl: INVALID_LINK } });
    const kept = await app.rest(
      'PUT',
      `/api/courses/lessons/${lessonId}/video`,
      { videoUrl: 'https://example.org/1.mp4' },
      admin,
    );
    expect(kept.statusCode).toBe(200);
  });
});
