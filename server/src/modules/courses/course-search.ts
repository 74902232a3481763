import { normalizeSearchText } from '@common/text';

/** The source fields of a course's stored `search_text`. */
export interface CourseSearchSource {
  title: string;
  shortDescription?: string | null;
  description?: string | null;
  instructorName?: string | null;
  skills?: readonly string[] | null;
}

/**
 * The text kept in `courses.search_text`: title, descriptions, instructor and skills, normalised with
 * common/text. Whoever writes a course (admin editor, seed) stores this alongside it.
 */
export function buildCourseSearchText(course: CourseSearchSource): string {
  return normalizeSearchText(
    [
      course.title,
      course.shortDescription,
      course.description,
      course.instructorName,
      ...(course.skills ?? []),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** The normalised words of a search box entry (empty for a blank one). */
export function searchWords(query: string | null | undefined): string[] {
  const normalised = normalizeSearchText(query ?? '');
  return normalised ? normalised.split(' ') : [];
}

/** A LIKE pattern that matches `word` anywhere, with LIKE's own wildcards escaped. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, '\\$&')}%`;
}
