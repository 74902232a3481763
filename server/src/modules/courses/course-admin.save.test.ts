import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, chapters, courses, lessons } from '../../db/schema';
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
  ({ admin } = await adminAndStudent(app, '0912551'));
});

const update = (app: TestApp, id: number, input: Record<string, unknown>) =>
  app.gql<{ updateCourse: SavedCourse }>(UPDATE, { id, input }, admin);

describe('saving a course with its syllabus', () => {
  it('creates a draft with chapters and lessons in order, price in toman kept as rial', async ({ app }) => {
    const course = await createCourse(app, admin);
    expect(course).toMatchObject({ status: 'DRAFT', price: 250_000, isFree: false, totalLessons: 3 });
    expect(course.chapters.map((c) => c.title)).toEqual(['فصل اول', 'فصل دوم']);
    expect(course.chapters[0].lessons.map((l) => l.title)).toEqual(['درس یک', 'درس دو']);
    expect(course.chapters[0].lessons[1]).toMatchObject({ contentText: 'متن درس دو', notes: 'یادداشت' });
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.price).toBe(2_500_000);
    expect(row.searchText).toContain('مریم کریمی');
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(course.id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'create', objectType: 'course' })]);
  });

  it('updates, reorders and removes chapters and lessons by diff, renumbering from 1', async ({ app }) => {
    const course = await createCourse(app, admin);
    const form = formOf(course) as { chapters: Array<{ lessons: unknown[] }> };
    const [first, second] = form.chapters;
    // Swap the chapters, move the first chapter's second lesson to the front of the other, drop «درس یک».
    const moved = first.lessons[1];
    const edited = {
      ...form,
      chapters: [
        { ...second, lessons: [moved, ...second.lessons, { title: 'درس چهار', contentType: 'QUIZ' }] },
        { ...first, title: 'فصل اول (ویرایش)', lessons: [] },
      ],
    };
    const answer = await update(app, course.id, edited);
    expect(answer.errors).toBeUndefined();
    const saved = answer.data?.updateCourse as SavedCourse;
    expect(saved.chapters.map((c) => [c.id, c.title])).toEqual([
      [course.chapters[1].id, 'فصل دوم'],
      [course.chapters[0].id, 'فصل اول (ویرایش)'],
    ]);
    expect(saved.chapters[0].lessons.map((l) => [l.id, l.title])).toEqual([
      [course.chapters[0].lessons[1].id, 'درس دو'],
      [course.chapters[1].lessons[0].id, 'درس سه'],
      [expect.any(Number), 'درس چهار'],
    ]);
    expect(saved.chapters[1].lessons).toEqual([]);
    // The stored order numbers run from 1 in the order sent.
    const stored = await app.db
      .select({ chapter: chapters.id, chapterOrder: chapters.chapterOrder, lessonOrder: lessons.lessonOrder })
      .from(chapters)
      .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
      .where(eq(chapters.courseId, course.id))
      .orderBy(chapters.chapterOrder, lessons.lessonOrder);
    expect(stored.map((r) => [r.chapterOrder, r.lessonOrder])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, null],
    ]);
    const again = await app.gql<{ adminCourse: SavedCourse }>(ADMIN_COURSE, { id: course.id }, admin);
    expect(again.data?.adminCourse?.totalLessons).toBe(3);
  });
});
