import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndStudent, courseForm, createCourse } from '../../testing/course-admin';
import { insertStoredImage } from '../../testing/picture-sites';
import { createTestApp, type TestApp } from '../../testing/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let admin: Record<string, string>;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'course-rest-test-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  ({ admin } = await adminAndStudent(t, '0912553'));
  await insertStoredImage(t, '/uploads/images/x.png');
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart request of the wizard: `courseData` JSON text and maybe a `thumbnail` file. */
function sendForm(method: 'POST' | 'PUT', url: string, parts: Part[], headers = admin) {
  const boundary = '----course-form-boundary';
  const chunks = parts.flatMap(({ name, value, filename, type }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return t.app.fastify.inject({
    method,
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

const courseData = (data: unknown): Part => ({ name: 'courseData', value: JSON.stringify(data) });

describe('POST and PUT /api/courses', () => {
  it('creates from multipart courseData with a thumbnail, in the spec names', async () => {
    const form = courseForm({
      chapters: [
        {
          title: 'فصل دوم',
          chapterOrder: 2,
          lessons: [{ title: 'درس ب', contentType: 'TEXT', contentText: 'متن' }],
        },
        {
          title: 'فصل اول',
          chapterOrder: 1,
          videoMinioKey: 'videos/a.mp4',
          lessons: [
            { title: 'درس دوم', order: 2, contentType: 'VIDEO', videoMinioKey: 'videos/b.mp4' },
            {
              title: 'درس اول',
              order: 1,
              contentType: 'VIDEO',
              videoUrl: 'https://example.org/v.mp4',
              isFree: true,
            },
          ],
        },
      ],
    });
    const response = await sendForm('POST', '/api/courses', [
      courseData(form),
      { name: 'thumbnail', value: PNG, filename: 'cover.png', type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('دوره با موفقیت ایجاد شد');
    expect(data.thumbnailUrl).toMatch(/^\/uploads\/images\/.+\.png$/);
    expect(data.status).toBe('DRAFT');
    expect(data.chapters.map((c: { title: string }) => c.title)).toEqual(['فصل اول', 'فصل دوم']);
    expect(data.chapters[0]).toMatchObject({ videoKey: 'videos/a.mp4' });
    expect(
      data.chapters[0].lessons.map((l: { title: string; videoKey: string | null }) => [l.title, l.videoKey]),
    ).toEqual([
      ['درس اول', null],
      ['درس دوم', 'videos/b.mp4'],
    ]);
  });

  it('puts a refused thumbnail on the thumbnail field and saves nothing', async () => {
    const title = 'دوره‌ای با تصویر ناپذیرفتنی';
    const response = await sendForm('POST', '/api/courses', [
      courseData(courseForm({ title })),
      {
        name: 'thumbnail',
        value: Buffer.from('not a picture at all'),
        filename: 'cover.png',
        type: 'image/png',
      },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors ?? body.data?.errors ?? {})).toEqual(['thumbnail']);
    const list = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/courses/admin/all?query=${encodeURIComponent('ناپذیرفتنی')}`,
      headers: admin,
    });
    expect(list.json().data.totalElements).toBe(0);
  });

  it('accepts a JSON body and updates with PUT, keeping the thumbnail link given', async () => {
    const course = await createCourse(t, admin);
    const response = await t.rest(
      'PUT',
      `/api/courses/${course.id}`,
      { ...courseForm({ title: 'عنوان تازه', thumbnailUrl: '/uploads/images/x.png' }), price: '۱۲۰٬۰۰۰' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'دوره با موفقیت به‌روزرسانی شد',
      data: { title: 'عنوان تازه', price: 120_000, thumbnailUrl: '/uploads/images/x.png' },
    });
  });

  it('answers unreadable courseData and wrong JSON types with a Persian 400 on the field', async () => {
    const bad = await sendForm('POST', '/api/courses', [{ name: 'courseData', value: '{"title": ' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ courseData: 'اطلاعات دوره (courseData) باید متن JSON معتبر باشد' });
    const notObject = await sendForm('POST', '/api/courses', [{ name: 'courseData', value: '[1,2]' }]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().errors.courseData).toBeDefined();
    const wrongTypes = await sendForm('POST', '/api/courses', [
      courseData(
        courseForm({
          price: 'گران',
          skills: 'یک',
          chapters: [
            { title: 'فصل یک', durationMinutes: { x: 1 }, lessons: [{ title: 'درس', contentType: 7 }] },
          ],
        }),
      ),
    ]);
    expect(wrongTypes.statusCode).toBe(400);
    const errors = wrongTypes.json().errors as Record<string, string>;
    expect(errors.price).toBe('قیمت دوره باید یک عدد باشد');
    expect(errors.skills).toBeUndefined(); // one skill for a list of skills is read as a list of one
    expect(errors['chapters.0.durationMinutes']).toBe('مدت زمان باید یک عدد باشد');
    expect(errors['chapters.0.lessons.0.contentType']).toBe('نوع محتوای درس الزامی است');
    const jsonWrong = await t.rest(
      'POST',
      '/api/courses',
      { ...courseForm(), title: 12, level: 'EXPERTISH' },
      admin,
    );
    expect(jsonWrong.statusCode).toBe(400);
    expect(jsonWrong.json().errors).toMatchObject({
      title: 'عنوان دوره الزامی است',
      level: 'انتخاب سطح دوره الزامی است',
    });
  });

  it('checks every limit with the shared schema, field errors on their paths', async () => {
    const response = await t.rest(
      'POST',
      '/api/courses',
      courseForm({
        title: 'ع'.repeat(201),
        shortDescription: 'ک'.repeat(501),
        description: 'ت'.repeat(5001),
        whatYouWillLearn: 'ا'.repeat(2001),
        requirements: 'پ'.repeat(1501),
        targetAudience: 'م'.repeat(1501),
        price: -1,
        durationHours: -1,
        durationMinutes: 60,
        maxStudents: 0,
        skills: Array.from({ length: 16 }, (_, i) => `مهارت ${i}`),
        trailerVideoUrl: 'https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ',
        chapters: [
          {
            title: 'فص',
            lessons: [
              { title: 'ویدیو', contentType: 'VIDEO' },
              { title: 'متن', contentType: 'TEXT' },
              { title: 'منبع', contentType: 'RESOURCE' },
            ],
          },
        ],
      }),
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'عنوان دوره نباید بیشتر از ۲۰۰ کاراکتر باشد',
      shortDescription: 'توضیح کوتاه نباید بیشتر از ۵۰۰ کاراکتر باشد',
      description: 'توضیحات دوره نباید بیشتر از ۵۰۰۰ کاراکتر باشد',
      whatYouWillLearn: 'اهداف یادگیری نباید بیشتر از ۲۰۰۰ کاراکتر باشد',
      requirements: 'پیش‌نیازها نباید بیشتر از ۱۵۰۰ کاراکتر باشد',
      targetAudience: 'مخاطبان دوره نباید بیشتر از ۱۵۰۰ کاراکتر باشد',
      price: 'قیمت دوره نمی‌تواند منفی باشد',
      durationHours: 'ساعت مدت دوره نمی‌تواند منفی باشد',
      durationMinutes: 'دقیقه باید بین ۰ تا ۵۹ باشد',
      maxStudents: 'ظرفیت دوره باید حداقل ۱ نفر باشد',
      skills: 'حداکثر ۱۵ مهارت می‌توانید اضافه کنید',
      trailerVideoUrl: 'لینک تریلر باید از یوتیوب، ویمیو یا آپارات باشد',
      'chapters.0.title': 'عنوان فصل باید حداقل ۳ کاراکتر باشد',
      'chapters.0.lessons.0.videoUrl': 'برای درس ویدیویی، لینک یا فایل ویدیو الزامی است',
      'chapters.0.lessons.1.contentText': 'محتوای متنی درس الزامی است',
      'chapters.0.lessons.2.resourcesUrls': 'حداقل یک لینک منبع الزامی است',
    });
  });

  it('is for admins only', async () => {
    const { student } = await adminAndStudent(t, '0912554');
    expect((await t.rest('POST', '/api/courses', courseForm())).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/courses', courseForm(), student)).statusCode).toBe(403);
    expect((await sendForm('POST', '/api/courses', [courseData(courseForm())], student)).statusCode).toBe(
      403,
    );
    expect((await t.rest('GET', '/api/courses/admin/all', undefined, student)).statusCode).toBe(403);
  });
});

describe('createCourse over GraphQL with a thumbnail', () => {
  const send = (file: Buffer, input: Record<string, unknown>) => {
    const boundary = '----course-gql-boundary';
    const parts: Part[] = [
      {
        name: 'operations',
        value: JSON.stringify({
          query:
            'mutation ($input: CourseInput!, $thumbnail: Upload) { createCourse(input: $input, thumbnail: $thumbnail) { id thumbnailUrl } }',
          variables: { input, thumbnail: null },
        }),
      },
      { name: 'map', value: JSON.stringify({ 0: ['variables.thumbnail'] }) },
      { name: '0', value: file, filename: 'cover.png', type: 'image/png' },
    ];
    const payload = Buffer.concat([
      ...parts.flatMap(({ name, value, filename, type }) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
            `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        ),
        Buffer.isBuffer(value) ? value : Buffer.from(value),
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'apollo-require-preflight': 'true',
        ...admin,
      },
      payload,
    });
  };

  it('stores the image through the upload rules and keeps its address', async () => {
    const ok = await send(PNG, courseForm());
    expect(ok.json().data.createCourse.thumbnailUrl).toMatch(/^\/uploads\/images\/.+\.png$/);
    const bad = await send(Buffer.from('<html>not an image</html>'), courseForm({ title: 'بدون تصویر' }));
    expect(bad.json().errors[0]).toMatchObject({
      message: 'لطفاً یک فایل تصویری انتخاب کنید',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const titles = await t.rest(
      'GET',
      `/api/courses/admin/all?query=${encodeURIComponent('بدون تصویر')}`,
      undefined,
      admin,
    );
    expect(titles.json().data.totalElements).toBe(0);
  });
});
