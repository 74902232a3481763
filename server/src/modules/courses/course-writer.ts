import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { buildCourseSearchText, type CourseSearchSource } from './course-search';

/** A course's columns as its writers give them: `search_text` is never given, it is derived here. */
export type CourseValues = Omit<typeof courses.$inferInsert, 'searchText'>;

const SEARCH_SOURCES = ['title', 'shortDescription', 'description', 'instructorName', 'skills'] as const;

const withSearchText = (values: CourseValues) => ({ ...values, searchText: buildCourseSearchText(values) });

/**
 * The one way to add courses (seed, admin editor, tests): each row's search text is derived from it.
 * Answers the new ids in the order given.
 */
export async function insertCourses(db: Db, rows: CourseValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(courses).values(rows.map(withSearchText)).returning({ id: courses.id });
  return inserted.map((row) => row.id);
}

/** The one way to change a course's searchable fields: the search text follows in the same transaction. */
export async function updateCourse(db: Db, id: number, changes: Partial<CourseValues>): Promise<void> {
  const { id: _id, ...values } = changes;
  if (SEARCH_SOURCES.every((field) => values[field] === undefined)) {
    await db.update(courses).set(values).where(eq(courses.id, id));
    return;
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        title: courses.title,
        shortDescription: courses.shortDescription,
        description: courses.description,
        instructorName: courses.instructorName,
        skills: courses.skills,
      })
      .from(courses)
      .where(eq(courses.id, id))
      .for('update');
    if (!current) return;
    const merged: CourseSearchSource = { ...current, ...values };
    await tx
      .update(courses)
      .set({ ...values, searchText: buildCourseSearchText(merged) })
      .where(eq(courses.id, id));
  });
}
