import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, courses } from '../../db/schema';
import {
  ADMIN_COURSE,
  adminAndStudent,
  createCourse,
  formOf,
  type SavedCourse,
  UPDATE,
} from '../../testing/course-admin';
import { it } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;

it.beforeAll(async ({ app }) => {
  ({ admin } = await adminAndStudent(app, '0912552'));
});

const read = async (app: TestApp, id: number) =>
  (await app.gql<{ adminCourse: SavedCourse }>(ADMIN_COURSE, { id }, admin)).data?.adminCourse;
const auditCount = async (app: TestApp, id: number) =>
  (
    await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)))
  ).length;

describe('a course save is one transaction', () => {
  it('refuses a lesson or chapter id of another course on its path and changes nothing', async ({ app }) => {
    const mine = await createCourse(app, admin);
    const other = await createCourse(app, admin);
    const before = await read(app, mine.id);
    const form = formOf(mine, { title: 'عنوان تازه' }) as {
      chapters: Array<{ id: number; lessons: Array<{ id: number }> }>;
    };
    form.chapters[0].lessons[1].id = other.chapters[0].lessons[0].id;
    const answer = await app.gql(UPDATE, { id: mine.id, input: form }, admin);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'chapters.0.lessons.1.id': 'این درس متعلق به این دوره نیست' },
    });
    form.chapters[0].lessons[1].id = mine.chapters[0].lessons[1].id;
    form.chapters[1].id = other.chapters[1].id;
    const chapterAnswer = await app.gql(UPDATE, { id: mine.id, input: form }, admin);
    expect(chapterAnswer.errors?.[0].extensions?.fieldErrors).toEqual({
      'chapters.1.id': 'این فصل متعلق به این دوره نیست',
    });
    expect(await read(app, mine.id)).toEqual(before);
    expect(await read(app, other.id)).toEqual(other);
    expect(await auditCount(app, mine.id)).toBe(1);
  });

  it('leaves the stored course unchanged when the database fails half-way', async ({ app }) => {
    const course = await createCourse(app, admin);
    const before = await read(app, course.id);
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    // A lesson titled «خرابی» makes the database refuse its insert, after the course row and chapters are written.
    await app.db.execute(sql`
      create or replace function refuse_broken_lesson() returns trigger language plpgsql as $$
      begin
        if new.title = 'خرابی' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await app.db.execute(sql`
      create trigger refuse_broken_lesson before insert on lessons
      for each row execute function refuse_broken_lesson()`);
    try {
      const form = formOf(course, { title: 'عنوانی که نباید بماند', skills: ['یک'] }) as {
        chapters: Array<{ title: string; lessons: unknown[] }>;
      };
      form.chapters.reverse();
      form.chapters[0].title = 'فصل جابه‌جا';
      form.chapters[1].lessons.push({ title: 'خرابی', contentType: 'QUIZ' });
      const answer = await app.gql(UPDATE, { id: course.id, input: form }, admin);
      expect(answer.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await app.db.execute(sql`drop trigger refuse_broken_lesson on lessons`);
      await app.db.execute(sql`drop function refuse_broken_lesson()`);
    }
    expect(await read(app, course.id)).toEqual(before);
    const [after] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after).toEqual(row);
    expect(await auditCount(app, course.id)).toBe(1);
  });
});
