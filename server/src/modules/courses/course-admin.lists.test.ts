import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, files, users } from '../../db/schema';
import { adminAndStudent, courseForm, createCourse, type SavedCourse } from '../../testing/course-admin';
import { insertCourses } from '../../testing/courses';
import { it } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;
let instructorId: number;

it.beforeAll(async ({ app }) => {
  ({ admin } = await adminAndStudent(app, '0912557'));
  [{ id: instructorId }] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, '09125570001'));
  await insertCourses(app.db, [
    {
      title: 'ریاضی پایه',
      category: 'ACADEMIC',
      level: 'BEGINNER',
      status: 'PUBLISHED',
      instructorName: 'علی رضایی',
      rating: 4,
      enrolledStudents: 5,
    },
    {
      title: 'فیزیک',
      category: 'SCIENCE',
      level: 'BEGINNER',
      status: 'DRAFT',
      instructorName: 'مریم کریمی',
      description: 'ریاضی در فیزیک',
    },
    {
      title: 'برنامه‌نویسی وب',
      category: 'TECHNOLOGY',
      level: 'ADVANCED',
      status: 'ARCHIVED',
      instructorId,
      rating: 5,
      enrolledStudents: 2,
    },
    { title: 'Python ۱۰۱', category: 'TECHNOLOGY', level: 'BEGINNER', status: 'DRAFT', instructorId },
  ]);
});

const list = async (app: TestApp, query: string) => {
  const response = await app.rest('GET', `/api/courses/admin/all?${query}`, undefined, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    content: Array<{ title: string }>;
    totalElements: number;
    totalPages: number;
  };
};
const titles = async (app: TestApp, query: string) => (await list(app, query)).content.map((c) => c.title);

describe('GET /api/courses/admin/all', () => {
  it('lists every status, newest first, paged', async ({ app }) => {
    expect(await titles(app, '')).toEqual(['Python ۱۰۱', 'برنامه‌نویسی وب', 'فیزیک', 'ریاضی پایه']);
    const page = await list(app, 'page=1&size=3');
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, content: [{ title: 'ریاضی پایه' }] });
  });

  it('searches title and instructor only, Persian-aware', async ({ app }) => {
    expect(await titles(app, `query=${encodeURIComponent('رياضي')}`)).toEqual(['ریاضی پایه']);
    expect(await titles(app, `query=${encodeURIComponent('كريمي')}`)).toEqual(['فیزیک']);
    expect(await titles(app, `query=${encodeURIComponent('برنامهنویسی')}`)).toEqual(['برنامه‌نویسی وب']);
    expect(await titles(app, `query=${encodeURIComponent('python 101')}`)).toEqual(['Python ۱۰۱']);
    expect(await titles(app, 'query=%25')).toEqual([]);
  });

  it('filters by category and status', async ({ app }) => {
    expect(await titles(app, 'category=TECHNOLOGY')).toEqual(['Python ۱۰۱', 'برنامه‌نویسی وب']);
    expect(await titles(app, 'status=DRAFT')).toEqual(['Python ۱۰۱', 'فیزیک']);
    expect(await titles(app, 'category=technology&status=archived')).toEqual(['برنامه‌نویسی وب']);
    expect((await app.rest('GET', '/api/courses/admin/all?size=101', undefined, admin)).statusCode).toBe(400);
  });

  it('gives the figures of the list', async ({ app }) => {
    const response = await app.rest('GET', '/api/courses/admin/stats', undefined, admin);
    expect(response.json().data).toEqual({
      total: 4,
      published: 1,
      drafts: 2,
      archived: 1,
      students: 7,
      averageRating: 4.5,
    });
  });

  it('lists an instructor’s courses', async ({ app }) => {
    const response = await app.rest('GET', `/api/courses/instructor/${instructorId}`, undefined, admin);
    expect(response.json().data.content.map((c: { title: string }) => c.title)).toEqual([
      'Python ۱۰۱',
      'برنامه‌نویسی وب',
    ]);
  });
});

describe('PUT /api/courses/lessons/:lessonId/video', () => {
  it('sets an uploaded video by its key, a link, or removes it; audited', async ({ app }) => {
    const course: SavedCourse = await createCourse(app, admin, courseForm());
    const lessonId = course.chapters[1].lessons[0].id;
    await app.db.insert(files).values({
      storageKey: 'videos/abc.mp4',
      url: '/uploads/videos/abc.mp4',
      mimeType: 'video/mp4',
      size: 10,
    });
    const put = (body: Record<string, unknown>) =>
      app.rest('PUT', `/api/courses/lessons/${lessonId}/video`, body, admin);
    const set = await put({ videoMinioKey: 'videos/abc.mp4' });
    expect(set.json()).toMatchObject({
      message: 'ویدیوی درس ذخیره شد',
      data: { id: lessonId, videoKey: 'videos/abc.mp4', videoUrl: '/uploads/videos/abc.mp4' },
    });
    const unknown = await put({ videoKey: 'videos/none.mp4' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ videoKey: 'فایل ویدیو یافت نشد' });
    const nothing = await put({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.videoKey).toBe(
      'ویدیوی درس را مشخص کنید (کلید فایل یا لینک؛ هر دو خالی برای حذف)',
    );
    expect((await put({ videoUrl: `https://example.org/${'x'.repeat(2100)}` })).json().errors).toEqual({
      videoUrl: expect.stringContaining('۲۰۴۸'),
    });
    const removed = await put({ videoKey: null, videoUrl: null });
    expect(removed.json()).toMatchObject({
      message: 'ویدیوی درس حذف شد',
      data: { videoKey: null, videoUrl: null },
    });
    expect((await app.rest('PUT', '/api/courses/lessons/999999/video', {}, admin)).statusCode).toBe(404);
    const audited = await app.db.select().from(auditLog).where(eq(auditLog.action, 'lessonVideo'));
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ objectType: 'course', objectId: String(course.id) });
  });
});
