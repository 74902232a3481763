import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  ADMIN_COURSE,
  adminAndStudent,
  createCourse,
  formOf,
  type SavedCourse,
  UPDATE,
} from './course-admin.testing';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await adminAndStudent(t, '0912552'));
});
afterAll(() => t.close());

const read = async (id: number) =>
  (await t.gql<{ adminCourse: SavedCourse }>(ADMIN_COURSE, { id }, admin)).data?.adminCourse;
const auditCount = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)))
  ).length;

describe('a course save is one transaction', () => {
  it('refuses a lesson or chapter id of another course on its path and changes nothing', async () => {
    const mine = await createCourse(t, admin);
    const other = await createCourse(t, admin);
    const before = await read(mine.id);
    const form = formOf(mine, { title: 'عنوان تازه' }) as {
      chapters: Array<{ id: number; lessons: Array<{ id: number }> }>;
    };
    form.chapters[0].lessons[1].id = other.chapters[0].lessons[0].id;
    const answer = await t.gql(UPDATE, { id: mine.id, input: form }, admin);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'chapters.0.lessons.1.id': 'این درس متعلق به این دوره نیست' },
    });
    form.chapters[0].lessons[1].id = mine.chapters[0].lessons[1].id;
    form.chapters[1].id = other.chapters[1].id;
    const chapterAnswer = await t.gql(UPDATE, { id: mine.id, input: form }, admin);
    expect(chapterAnswer.errors?.[0].extensions?.fieldErrors).toEqual({
      'chapters.1.id': 'این فصل متعلق به این دوره نیست',
    });
    expect(await read(mine.id)).toEqual(before);
    expect(await read(other.id)).toEqual(other);
    expect(await auditCount(mine.id)).toBe(1);
  });

  it('leaves the stored course unchanged when the database fails half-way', async () => {
    const course = await createCourse(t, admin);
    const before = await read(course.id);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    // A lesson titled «خرابی» makes the database refuse its insert, after the course row and chapters are written.
    await t.db.execute(sql`
      create or replace function refuse_broken_lesson() returns trigger language plpgsql as $$
      begin
        if new.title = 'خرابی' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_broken_lesson before insert on lessons
      for each row execute function refuse_broken_lesson()`);
    try {
      const form = formOf(course, { title: 'عنوانی که نباید بماند', skills: ['یک'] }) as {
        chapters: Array<{ title: string; lessons: unknown[] }>;
      };
      form.chapters.reverse();
      form.chapters[0].title = 'فصل جابه‌جا';
      form.chapters[1].lessons.push({ title: 'خرابی', contentType: 'QUIZ' });
      const answer = await t.gql(UPDATE, { id: course.id, input: form }, admin);
      expect(answer.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await t.db.execute(sql`drop trigger refuse_broken_lesson on lessons`);
      await t.db.execute(sql`drop function refuse_broken_lesson()`);
    }
    expect(await read(course.id)).toEqual(before);
    const [after] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after).toEqual(row);
    expect(await auditCount(course.id)).toBe(1);
  });
});
