import { CourseStatus } from '@common/enums';
import { tomanToRial } from '@common/money';
import { type CourseOutput, courseSchema } from '@common/validation/course';
import { coursePublishChecklist } from '@common/validation/course-publish';
import { DomainError } from '../../errors';
import { validated } from '../validated';
import type { CourseInput } from './course-admin.inputs';
import type { CourseValues } from './course-writer';

/** A value with every null dropped, deeply (the shared schema's defaults apply to absent keys only). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== null && inner !== undefined)
        .map(([key, inner]) => [key, withoutNulls(inner)]),
    );
  }
  return value;
}

/** The input in the shared form's names: `videoKey` is the form's `videoMinioKey`. */
function asForm(input: CourseInput): unknown {
  const plain = withoutNulls(JSON.parse(JSON.stringify(input))) as Record<string, unknown>;
  const renameKey = ({ videoKey, ...rest }: Record<string, unknown>) =>
    videoKey === undefined ? rest : { ...rest, videoMinioKey: videoKey };
  const chapters = (plain.chapters as Array<Record<string, unknown>> | undefined)?.map((chapter) => ({
    ...renameKey(chapter),
    ...(Array.isArray(chapter.lessons) && {
      lessons: (chapter.lessons as Array<Record<string, unknown>>).map(renameKey),
    }),
  }));
  return chapters ? { ...plain, chapters } : plain;
}

/** Throws the checklist's failures as field errors keyed by item (title, category, …, skills). */
export function assertPublishable(course: Parameters<typeof coursePublishChecklist>[0]): void {
  const failing = coursePublishChecklist(course).filter((item) => !item.ok);
  if (failing.length === 0) return;
  throw new DomainError(
    'VALIDATION',
    failing.map((item) => item.message).join('، '),
    Object.fromEntries(failing.map((item) => [item.key, item.message])),
  );
}

/** The whole course form checked by the shared schema (every limit), a PUBLISHED one by the checklist too. */
export function readCourseForm(input: CourseInput): CourseOutput {
  const form = validated(courseSchema, asForm(input));
  if (form.status === CourseStatus.PUBLISHED) assertPublishable(form);
  return form;
}

/** The course's own columns from a checked form: prices from toman to rial. */
export function courseColumns(form: CourseOutput, thumbnailUrl: string | null): Omit<CourseValues, 'status'> {
  return {
    title: form.title,
    category: form.category as CourseValues['category'],
    level: form.level as CourseValues['level'],
    shortDescription: form.shortDescription ?? null,
    description: form.description ?? null,
    whatYouWillLearn: form.whatYouWillLearn ?? null,
    requirements: form.requirements ?? null,
    targetAudience: form.targetAudience ?? null,
    price: tomanToRial(form.price ?? 0),
    originalPrice: form.originalPrice == null ? null : tomanToRial(form.originalPrice),
    durationHours: form.durationHours ?? 0,
    durationMinutes: form.durationMinutes ?? 0,
    maxStudents: form.maxStudents ?? null,
    language: form.language,
    certificateProvided: form.certificateProvided,
    thumbnailUrl,
    trailerVideoUrl: form.trailerVideoUrl ?? null,
    autoPlayTrailer: form.autoPlayTrailer,
    showThumbnailOverlay: form.showThumbnailOverlay,
    instructorName: form.instructorName ?? null,
    skills: form.skills,
  };
}
