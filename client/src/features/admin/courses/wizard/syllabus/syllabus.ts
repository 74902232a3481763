import type { ChapterDraft, LessonDraft } from '../courseDraft';

/** Order numbers from 1 in list order (spec doc 3 §2.8: after each change). */
export const renumber = (chapters: ChapterDraft[]): ChapterDraft[] =>
  chapters.map((chapter, index) => ({ ...chapter, chapterOrder: index + 1 }));

/** `items` with the one at `from` moved to `to` (both clamped). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || target === from) return next;
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

export const addChapter = (chapters: ChapterDraft[], chapter: ChapterDraft) =>
  renumber([...chapters, chapter]);

export const replaceChapter = (chapters: ChapterDraft[], chapter: ChapterDraft) =>
  chapters.map((c) => (c.key === chapter.key ? { ...chapter, lessons: c.lessons } : c));

export const removeChapter = (chapters: ChapterDraft[], key: string) =>
  renumber(chapters.filter((c) => c.key !== key));

export const moveChapter = (chapters: ChapterDraft[], key: string, to: number) =>
  renumber(
    move(
      chapters,
      chapters.findIndex((c) => c.key === key),
      to,
    ),
  );

const withLessons = (
  chapters: ChapterDraft[],
  chapterKey: string,
  edit: (lessons: LessonDraft[]) => LessonDraft[],
) => chapters.map((c) => (c.key === chapterKey ? { ...c, lessons: edit(c.lessons) } : c));

export const saveLesson = (chapters: ChapterDraft[], chapterKey: string, lesson: LessonDraft) =>
  withLessons(chapters, chapterKey, (lessons) =>
    lessons.some((l) => l.key === lesson.key)
      ? lessons.map((l) => (l.key === lesson.key ? lesson : l))
      : [...lessons, lesson],
  );

export const removeLesson = (chapters: ChapterDraft[], chapterKey: string, lessonKey: string) =>
  withLessons(chapters, chapterKey, (lessons) => lessons.filter((l) => l.key !== lessonKey));

export const moveLesson = (chapters: ChapterDraft[], chapterKey: string, lessonKey: string, to: number) =>
  withLessons(chapters, chapterKey, (lessons) =>
    move(
      lessons,
      lessons.findIndex((l) => l.key === lessonKey),
      to,
    ),
  );

/** A chapter's shown duration: the larger of its stated minutes and the sum of its lessons' (spec doc 3 §2.8). */
export const chapterMinutes = (chapter: ChapterDraft): number =>
  Math.max(
    chapter.durationMinutes,
    chapter.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0),
  );

export interface SyllabusStats {
  chapters: number;
  lessons: number;
  freeLessons: number;
  freeChapters: number;
  totalMinutes: number;
}

export function syllabusStats(chapters: readonly ChapterDraft[]): SyllabusStats {
  const lessons = chapters.flatMap((c) => c.lessons);
  return {
    chapters: chapters.length,
    lessons: lessons.length,
    freeLessons: lessons.filter((l) => l.isFree).length,
    freeChapters: chapters.filter((c) => c.isFree).length,
    totalMinutes: chapters.reduce((sum, chapter) => sum + chapterMinutes(chapter), 0),
  };
}
