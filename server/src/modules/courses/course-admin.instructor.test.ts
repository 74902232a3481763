import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses } from '../../db/schema';
import { insertUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { adminAndStudent, CREATE, courseForm, createCourse } from './course-admin.testing';

let t: TestApp;
let admin: Record<string, string>;
let staffId: number;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await adminAndStudent(t, '0912557'));
  staffId = (await insertUser(t, '09125570010', { userType: 'STAFF', firstName: 'نرگس', lastName: 'توکلی' }))
    .id;
  studentId = (
    await insertUser(t, '09125570011', { userType: 'STUDENT', firstName: 'رضا', lastName: 'نادری' })
  ).id;
});
afterAll(() => t.close());

const NOT_STAFF = 'مدرس انتخاب‌شده باید یکی از کارکنان باشد';
const stored = async (id: number) => (await t.db.select().from(courses).where(eq(courses.id, id)))[0];
const publicCourse = (id: number) => t.rest('GET', `/api/courses/${id}`);

describe('archiving a course nobody enrolled in', () => {
  it('hides it from the public catalogue through GraphQL, audited, and brings it back as a draft', async () => {
    const course = await createCourse(t, admin, courseForm({ status: 'PUBLISHED', title: 'دوره‌ی بایگانی' }));
    expect((await publicCourse(course.id)).statusCode).toBe(200);
    const archived = await t.gql(`mutation { archiveCourse(id: ${course.id}) { id status } }`, {}, admin);
    expect(archived.data).toEqual({ archiveCourse: { id: course.id, status: 'ARCHIVED' } });
    expect((await publicCourse(course.id)).statusCode).toBe(404);
    const catalogue = await t.rest('GET', '/api/courses?size=100');
    expect(JSON.stringify(catalogue.json().data)).not.toContain('دوره‌ی بایگانی');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'course'), eq(auditLog.objectId, String(course.id))));
    expect(audits.at(-1)?.changes).toMatchObject({ status: { before: 'PUBLISHED', after: 'ARCHIVED' } });

    const restored = await t.rest('POST', `/api/courses/${course.id}/draft`, {}, admin);
    expect(restored.json()).toMatchObject({ data: { status: 'DRAFT' } });
    expect((await publicCourse(course.id)).statusCode).toBe(404);
  });

  it('archives through REST too, for admins only', async () => {
    const course = await createCourse(t, admin, courseForm({ status: 'PUBLISHED' }));
    expect((await t.rest('POST', `/api/courses/${course.id}/archive`, {})).statusCode).toBe(401);
    const archived = await t.rest('POST', `/api/courses/${course.id}/archive`, {}, admin);
    expect(archived.json()).toMatchObject({ message: 'دوره بایگانی شد', data: { status: 'ARCHIVED' } });
    expect((await publicCourse(course.id)).statusCode).toBe(404);
  });
});

describe('the course’s instructor', () => {
  it('is a staff member chosen by id: their name is shown on the public course page', async () => {
    const course = await createCourse(
      t,
      admin,
      courseForm({ status: 'PUBLISHED', instructorId: staffId, instructorName: null }),
    );
    expect(course.instructorName).toBe('نرگس توکلی');
    expect(await stored(course.id)).toMatchObject({ instructorId: staffId, instructorName: 'نرگس توکلی' });
    expect((await publicCourse(course.id)).json().data).toMatchObject({
      instructorId: staffId,
      instructorName: 'نرگس توکلی',
    });
  });

  it('refuses a member who is not staff, or no one, on the field through both doors', async () => {
    for (const instructorId of [studentId, 987_654]) {
      const rest = await t.rest('POST', '/api/courses', courseForm({ instructorId, title: 'رد' }), admin);
      expect(rest.statusCode).toBe(400);
      expect(rest.json().errors).toEqual({ instructorId: NOT_STAFF });
      const gql = await t.gql(CREATE, { input: courseForm({ instructorId, title: 'رد' }) }, admin);
      expect(gql.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { instructorId: NOT_STAFF },
      });
    }
    expect(await t.db.select().from(courses).where(eq(courses.title, 'رد'))).toEqual([]);
  });

  it('is a typed name when no staff member is chosen; typing one unlinks the staff member', async () => {
    const course = await createCourse(t, admin, courseForm({ instructorId: staffId }));
    const saved = await t.rest(
      'PUT',
      `/api/courses/${course.id}`,
      courseForm({ instructorName: 'استاد مهمان', instructorId: null, status: 'PUBLISHED' }),
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(await stored(course.id)).toMatchObject({ instructorId: null, instructorName: 'استاد مهمان' });
    expect((await publicCourse(course.id)).json().data.instructorName).toBe('استاد مهمان');
  });
});
