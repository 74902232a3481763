import type { ChapterOutput } from '@common/validation/chapter';
import type { LessonOutput } from '@common/validation/lesson';
import type { FieldErrors } from '../../errors';
import { courseAdminMessages } from './course-admin.messages';

/** What is stored of a course's syllabus: its chapters' ids and, per chapter, its lessons' ids. */
export interface StoredSyllabus {
  chapterIds: readonly number[];
  lessonIds: readonly number[];
}

export interface PlannedLesson {
  /** A stored lesson of the course to update (it may move to another chapter), or null to create. */
  id: number | null;
  lessonOrder: number;
  values: LessonOutput;
}

export interface PlannedChapter {
  id: number | null;
  chapterOrder: number;
  values: ChapterOutput;
  lessons: PlannedLesson[];
}

export interface SyllabusPlan {
  chapters: PlannedChapter[];
  /** Stored chapters not sent (their remaining lessons go with them). */
  removedChapterIds: number[];
  /** Stored lessons not sent. */
  removedLessonIds: number[];
}

/** An id from the form (a number, or digits as text); anything else is no id (a new row). */
function idOf(id: string | number | undefined): number | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : Number.NaN;
  if (typeof id === 'string' && id.trim() !== '') return /^\d+$/.test(id.trim()) ? Number(id) : Number.NaN;
  return null;
}

/**
 * The diff of a course's chapters and lessons against what is stored: rows with a stored id of this course
 * are updated, rows without an id created, stored rows not sent removed; orders renumbered from 1 in the
 * order given. An id that is not a stored row of this course (or is sent twice) is a field error on its path.
 */
export function planSyllabus(
  stored: StoredSyllabus,
  chapters: readonly ChapterOutput[],
): { ok: true; plan: SyllabusPlan } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const chapterIds = new Set(stored.chapterIds);
  const lessonIds = new Set(stored.lessonIds);
  const keptChapters = new Set<number>();
  const keptLessons = new Set<number>();

  const planned = chapters.map((chapter, c): PlannedChapter => {
    let id = idOf(chapter.id);
    if (id !== null && (!chapterIds.has(id) || keptChapters.has(id))) {
      errors[`chapters.${c}.id`] = courseAdminMessages.foreignChapter;
      id = null;
    }
    if (id !== null) keptChapters.add(id);
    const lessons = (chapter.lessons ?? []).map((lesson, l): PlannedLesson => {
      let lessonId = idOf(lesson.id);
      if (lessonId !== null && (!lessonIds.has(lessonId) || keptLessons.has(lessonId))) {
        errors[`chapters.${c}.lessons.${l}.id`] = courseAdminMessages.foreignLesson;
        lessonId = null;
      }
      if (lessonId !== null) keptLessons.add(lessonId);
      return { id: lessonId, lessonOrder: l + 1, values: lesson };
    });
    return { id, chapterOrder: c + 1, values: chapter, lessons };
  });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    plan: {
      chapters: planned,
      removedChapterIds: stored.chapterIds.filter((id) => !keptChapters.has(id)),
      removedLessonIds: stored.lessonIds.filter((id) => !keptLessons.has(id)),
    },
  };
}
