import type { ChapterOutput } from '@common/validation/chapter';
import type { LessonOutput } from '@common/validation/lesson';
import { orNull } from '../../../../lib/orNull';

/** A lesson's texts that may be left blank (null once checked). */
export const LESSON_OPTIONAL_TEXTS = [
  'description',
  'videoUrl',
  'videoMinioKey',
  'contentText',
  'resourcesUrls',
  'notes',
] as const;

/** A checked lesson's own fields, the blank ones null: what a lesson draft and the saved course both hold. */
export function lessonFields(lesson: LessonOutput) {
  const { title, contentType, durationMinutes, isFree, isDownloadable } = lesson;
  return {
    title,
    contentType,
    durationMinutes,
    isFree,
    isDownloadable,
    ...orNull(lesson, LESSON_OPTIONAL_TEXTS),
  };
}

/** A checked chapter's own fields (without its lessons), a blank description null. */
export function chapterFields(
  chapter: Pick<ChapterOutput, 'title' | 'description' | 'durationMinutes' | 'isFree'>,
) {
  const { title, durationMinutes, isFree } = chapter;
  return { title, description: chapter.description ?? null, durationMinutes, isFree };
}
