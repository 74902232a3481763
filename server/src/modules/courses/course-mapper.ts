import { rialToToman } from '@common/money';
import { videoEmbedUrl } from '@common/video-link';
import type { chapters, courses, lessons } from '../../db/schema';
import type { Chapter, Course, Lesson } from './courses.types';

type CourseRow = typeof courses.$inferSelect;

/** A stored course as the API shows it: prices from rial to toman, `lastUpdated` from `updatedAt`. */
export function toCourse(row: CourseRow): Course {
  return {
    ...row,
    price: rialToToman(row.price),
    originalPrice: row.originalPrice == null ? null : rialToToman(row.originalPrice),
    isFree: row.price === 0,
    skills: row.skills ?? [],
    trailerEmbedUrl: videoEmbedUrl(row.trailerVideoUrl),
    lastUpdated: row.updatedAt,
  };
}

type ChapterRow = Pick<
  typeof chapters.$inferSelect,
  'id' | 'courseId' | 'title' | 'description' | 'durationMinutes' | 'isFree' | 'videoUrl' | 'videoKey'
>;

/** A stored chapter; its video stays behind the content gate. */
export function toChapter({ videoUrl, videoKey, ...row }: ChapterRow): Chapter {
  return { ...row, video: { videoUrl, videoKey } };
}

type LessonRow = Omit<typeof lessons.$inferSelect, 'createdAt' | 'updatedAt' | 'lessonOrder'> & {
  courseId: number;
};

/** A stored lesson; its content stays behind the content gate. */
export function toLesson({
  videoUrl,
  videoKey,
  contentText,
  resourcesUrls,
  notes,
  ...row
}: LessonRow): Lesson {
  return { ...row, content: { videoUrl, videoKey, contentText, resourcesUrls, notes } };
}
