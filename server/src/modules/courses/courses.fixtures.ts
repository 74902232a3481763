import type { Db } from '../../db/client';
import { chapters, courses, lessons } from '../../db/schema';
import { buildCourseSearchText } from './course-search';

type NewCourse = typeof courses.$inferInsert;

/** Inserts courses for a test, filling the stored search text the way the course editor will. */
export async function insertCourses(db: Db, rows: Array<Omit<NewCourse, 'searchText'>>) {
  return db
    .insert(courses)
    .values(rows.map((row) => ({ ...row, searchText: buildCourseSearchText(row) })))
    .returning({ id: courses.id, title: courses.title });
}

/** Two chapters (inserted out of order) with lessons (also out of order) for `courseId`. */
export async function insertSyllabus(db: Db, courseId: number) {
  const [second, first] = await db
    .insert(chapters)
    .values([
      { courseId, title: 'فصل دوم', chapterOrder: 2, durationMinutes: 40 },
      { courseId, title: 'فصل اول', chapterOrder: 1, durationMinutes: 30, description: 'آشنایی' },
    ])
    .returning({ id: chapters.id });
  await db.insert(lessons).values([
    { chapterId: first.id, title: 'درس دوم', lessonOrder: 2, durationMinutes: 15 },
    { chapterId: first.id, title: 'درس اول', lessonOrder: 1, durationMinutes: 15, isFree: true },
    { chapterId: second.id, title: 'درس سوم', lessonOrder: 1, durationMinutes: 40, videoUrl: '/v.mp4' },
  ]);
}
