import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, courses, enrollments, users } from '../../db/schema';
import { adminAndStudent, courseForm, createCourse } from '../../testing/course-admin';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;

it.beforeAll(async ({ app }) => {
  ({ admin } = await adminAndStudent(app, '0912556'));
});

const publish = (app: TestApp, id: number) => app.rest('POST', `/api/courses/${id}/publish`, {}, admin);
const statusOf = async (app: TestApp, id: number) =>
  (await app.db.select({ status: courses.status }).from(courses).where(eq(courses.id, id)))[0]?.status;

describe('publish, draft, archive', () => {
  it('refuses to publish a course failing the checklist, with each item’s message', async ({ app }) => {
    const course = await createCourse(
      app,
      admin,
      courseForm({ description: ' ', whatYouWillLearn: null, skills: ['یک', 'دو'], chapters: [] }),
    );
    const response = await publish(app, course.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message:
        'توضیحات دوره الزامی است، اهداف یادگیری الزامی است، حداقل یک فصل الزامی است، حداقل ۳ مهارت کلیدی الزامی است',
      errors: {
        description: 'توضیحات دوره الزامی است',
        whatYouWillLearn: 'اهداف یادگیری الزامی است',
        chapters: 'حداقل یک فصل الزامی است',
        skills: 'حداقل ۳ مهارت کلیدی الزامی است',
      },
    });
    expect(await statusOf(app, course.id)).toBe('DRAFT');
    const viaGraphql = await app.gql(
      graphql(`mutation CourseStatusPublish($id: Int!) { publishCourse(id: $id) { id } }`),
      { id: course.id },
      admin,
    );
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { chapters: 'حداقل یک فصل الزامی است' },
    });
    // A save that asks for PUBLISHED is held to the same checklist.
    const saved = await app.rest(
      'PUT',
      `/api/courses/${course.id}`,
      courseForm({ chapters: [], status: 'PUBLISHED' }),
      admin,
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toEqual({ chapters: 'حداقل یک فصل الزامی است' });
  });

  it('publishes a ready course into the catalogue, then drafts and archives it out of it', async ({
    app,
  }) => {
    const course = await createCourse(app, admin);
    expect((await app.rest('GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
    const published = await publish(app, course.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'دوره با موفقیت منتشر شد',
      data: { status: 'PUBLISHED' },
    });
    expect((await app.rest('GET', `/api/courses/${course.id}`)).statusCode).toBe(200);
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.publishedAt).toBeInstanceOf(Date);

    const drafted = await app.rest('POST', `/api/courses/${course.id}/draft`, {}, admin);
    expect(drafted.json()).toMatchObject({ data: { status: 'DRAFT' } });
    expect((await app.rest('GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
    const archived = await app.rest('POST', `/api/courses/${course.id}/archive`, {}, admin);
    expect(archived.json()).toMatchObject({ data: { status: 'ARCHIVED' } });
    const actions = (
      await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(course.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(['create', 'status', 'status', 'status']);
    expect((await app.rest('POST', '/api/courses/999999/publish', {}, admin)).statusCode).toBe(404);
  });

  it('keeps the stored status when a save names none, and publishes from the wizard with status', async ({
    app,
  }) => {
    const course = await createCourse(app, admin, courseForm({ status: 'PUBLISHED' }));
    expect(course.status).toBe('PUBLISHED');
    const { status: _none, ...form } = courseForm({ title: 'بی‌وضعیت' });
    const saved = await app.rest('PUT', `/api/courses/${course.id}`, form, admin);
    expect(saved.json().data).toMatchObject({ title: 'بی‌وضعیت', status: 'PUBLISHED' });
  });
});

describe('DELETE /api/courses/:id', () => {
  it('deletes a course nobody enrolled in', async ({ app }) => {
    const course = await createCourse(app, admin);
    const response = await app.rest('DELETE', `/api/courses/${course.id}`, undefined, admin);
    expect(response.json()).toEqual({
      success: true,
      message: 'دوره با موفقیت حذف شد',
      data: { ok: true, archived: false, message: 'دوره با موفقیت حذف شد' },
    });
    expect(await statusOf(app, course.id)).toBeUndefined();
    expect((await app.rest('DELETE', `/api/courses/${course.id}`, undefined, admin)).statusCode).toBe(404);
  });

  it('archives a course with enrolments instead, and says so', async ({ app }) => {
    const course = await createCourse(app, admin, courseForm({ status: 'PUBLISHED' }));
    const [student] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, '09125560002'));
    await app.db.insert(enrollments).values({ courseId: course.id, userId: student.id, status: 'CANCELLED' });
    const response = await app.rest('DELETE', `/api/courses/${course.id}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ok: true,
      archived: true,
      message: 'این دوره دانشجوی ثبت‌نام‌شده دارد؛ به‌جای حذف، بایگانی شد تا دسترسی دانشجویان از بین نرود',
    });
    expect(response.json().message).toBe(response.json().data.message);
    expect(await statusOf(app, course.id)).toBe('ARCHIVED');
  });
});
