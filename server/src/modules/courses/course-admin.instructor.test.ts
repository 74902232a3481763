import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, courses } from '../../db/schema';
import { insertUser } from '../../testing/accounts';
import { adminAndStudent, CREATE, courseForm, createCourse } from '../../testing/course-admin';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;
let staffId: number;
let studentId: number;

it.beforeAll(async ({ app }) => {
  ({ admin } = await adminAndStudent(app, '0912557'));
  staffId = (
    await insertUser(app, '09125570010', { userType: 'STAFF', firstName: 'نرگس', lastName: 'توکلی' })
  ).id;
  studentId = (
    await insertUser(app, '09125570011', { userType: 'STUDENT', firstName: 'رضا', lastName: 'نادری' })
  ).id;
});

const NOT_STAFF = 'مدرس انتخاب‌شده باید یکی از کارکنان باشد';
const stored = async (app: TestApp, id: number) =>
  (await app.db.select().from(courses).where(eq(courses.id, id)))[0];
const publicCourse = (app: TestApp, id: number) => app.rest('GET', `/api/courses/${id}`);

describe('archiving a course nobody enrolled in', () => {
  it('hides it from the public catalogue through GraphQL, audited, and brings it back as a draft', async ({
    app,
  }) => {
    const course = await createCourse(
      app,
      admin,
      courseForm({ status: 'PUBLISHED', title: 'دوره‌ی بایگانی' }),
    );
    expect((await publicCourse(app, course.id)).statusCode).toBe(200);
    const archived = await app.gql(
      graphql(`mutation CourseInstructorArchive($id: Int!) { archiveCourse(id: $id) { id status } }`),
      { id: course.id },
      admin,
    );
    expect(archived.data).toEqual({ archiveCourse: { id: course.id, status: 'ARCHIVED' } });
    expect((await publicCourse(app, course.id)).statusCode).toBe(404);
    const catalogue = await app.rest('GET', '/api/courses?size=100');
    expect(JSON.stringify(catalogue.json().data)).not.toContain('دوره‌ی بایگانی');
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'course'), eq(auditLog.objectId, String(course.id))));
    expect(audits.at(-1)?.changes).toMatchObject({ status: { before: 'PUBLISHED', after: 'ARCHIVED' } });

    const restored = await app.rest('POST', `/api/courses/${course.id}/draft`, {}, admin);
    expect(restored.json()).toMatchObject({ data: { status: 'DRAFT' } });
    expect((await publicCourse(app, course.id)).statusCode).toBe(404);
  });

  it('archives through REST too, for admins only', async ({ app }) => {
    const course = await createCourse(app, admin, courseForm({ status: 'PUBLISHED' }));
    expect((await app.rest('POST', `/api/courses/${course.id}/archive`, {})).statusCode).toBe(401);
    const archived = await app.rest('POST', `/api/courses/${course.id}/archive`, {}, admin);
    expect(archived.json()).toMatchObject({ message: 'دوره بایگانی شد', data: { status: 'ARCHIVED' } });
    expect((await publicCourse(app, course.id)).statusCode).toBe(404);
  });
});

describe('the course’s instructor', () => {
  it('is a staff member chosen by id: their name is shown on the public course page', async ({ app }) => {
    const course = await createCourse(
      app,
      admin,
      courseForm({ status: 'PUBLISHED', instructorId: staffId, instructorName: null }),
    );
    expect(course.instructorName).toBe('نرگس توکلی');
    expect(await stored(app, course.id)).toMatchObject({
      instructorId: staffId,
      instructorName: 'نرگس توکلی',
    });
    expect((await publicCourse(app, course.id)).json().data).toMatchObject({
      instructorId: staffId,
      instructorName: 'نرگس توکلی',
    });
  });

  it('refuses a member who is not staff, or no one, on the field through both doors', async ({ app }) => {
    for (const instructorId of [studentId, 987_654]) {
      const rest = await app.rest('POST', '/api/courses', courseForm({ instructorId, title: 'رد' }), admin);
      expect(rest.statusCode).toBe(400);
      expect(rest.json().errors).toEqual({ instructorId: NOT_STAFF });
      const gql = await app.gql(CREATE, { input: courseForm({ instructorId, title: 'رد' }) }, admin);
      expect(gql.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { instructorId: NOT_STAFF },
      });
    }
    expect(await app.db.select().from(courses).where(eq(courses.title, 'رد'))).toEqual([]);
  });

  it('is a typed name when no staff member is chosen; typing one unlinks the staff member', async ({
    app,
  }) => {
    const course = await createCourse(app, admin, courseForm({ instructorId: staffId }));
    const saved = await app.rest(
      'PUT',
      `/api/courses/${course.id}`,
      courseForm({ instructorName: 'استاد مهمان', instructorId: null, status: 'PUBLISHED' }),
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(await stored(app, course.id)).toMatchObject({ instructorId: null, instructorName: 'استاد مهمان' });
    expect((await publicCourse(app, course.id)).json().data.instructorName).toBe('استاد مهمان');
  });
});
