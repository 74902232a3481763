import { toPersianDigits } from '@common/digits';
import type { CourseStatus } from '@common/enums';
import type { CourseOutput } from '@common/validation/course';
import type { AdminCourseFormFieldsFragment, CourseInput } from '../../../../gql/graphql';
import type { CourseDraft } from './courseDraft';
import { chapterFields, lessonFields } from './syllabusFields';

/** A stored row's id (a number); a new row's client key is not an id. */
const storedId = (id: string | number | undefined): number | null => (typeof id === 'number' ? id : null);

/** The form's checked values as the server's CourseInput; the list order is the saved order. */
export function toCourseInput(values: CourseOutput, status: CourseStatus): CourseInput {
  const { chapters, category, level, ...course } = values;
  return {
    ...course,
    category,
    level,
    status,
    chapters: chapters.map((chapter) => ({
      id: storedId(chapter.id),
      ...chapterFields(chapter),
      lessons: chapter.lessons.map((lesson) => {
        const { videoMinioKey, ...fields } = lessonFields(lesson);
        return { id: storedId(lesson.id), ...fields, videoKey: videoMinioKey };
      }),
    })),
  };
}

/** A stored course as the wizard's form values (edit mode). */
export function toCourseDraft(course: AdminCourseFormFieldsFragment): CourseDraft {
  return {
    title: course.title,
    category: course.category,
    level: course.level,
    shortDescription: course.shortDescription ?? '',
    description: course.description ?? '',
    whatYouWillLearn: course.whatYouWillLearn ?? '',
    requirements: course.requirements ?? '',
    targetAudience: course.targetAudience ?? '',
    // Numbers are typed and shown in Persian digits; the shared schema reads either.
    price: toPersianDigits(course.price),
    durationHours: toPersianDigits(course.durationHours),
    durationMinutes: toPersianDigits(course.durationMinutes),
    maxStudents: course.maxStudents === null ? '' : toPersianDigits(course.maxStudents),
    language: course.language,
    instructorId: course.instructorId,
    instructorName: course.instructorName ?? '',
    certificateProvided: course.certificateProvided,
    thumbnailUrl: course.thumbnailUrl ?? '',
    trailerVideoUrl: course.trailerVideoUrl ?? '',
    autoPlayTrailer: course.autoPlayTrailer,
    showThumbnailOverlay: course.showThumbnailOverlay,
    skills: [...course.skills],
    chapters: course.chapters.map((chapter, index) => ({
      key: `chapter-${chapter.id}`,
      id: chapter.id,
      title: chapter.title,
      description: chapter.description,
      durationMinutes: chapter.durationMinutes,
      isFree: chapter.isFree,
      chapterOrder: index + 1,
      lessons: chapter.lessons.map((lesson) => ({
        key: `lesson-${lesson.id}`,
        id: lesson.id,
        title: lesson.title,
        description: lesson.description,
        contentType: lesson.contentType,
        durationMinutes: lesson.durationMinutes,
        videoUrl: lesson.videoUrl,
        videoMinioKey: lesson.videoKey,
        contentText: lesson.contentText,
        resourcesUrls: lesson.resourcesUrls,
        isFree: lesson.isFree,
        isDownloadable: lesson.isDownloadable,
        notes: lesson.notes,
      })),
    })),
  };
}
