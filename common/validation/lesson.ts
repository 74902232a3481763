// Lesson form in the course wizard's syllabus step (spec doc 3 §3, §5).
import * as v from 'valibot';
import { LESSON_CONTENT_TYPES, LessonContentType } from '../enums';
import { enumField, formObject, optionalLinkField, optionalText, requiredText } from './fields';
import { linkListField } from './link-fields';
import { maxLengthMessage, messages } from './messages';
import { DISPLAY_ORDER_MAX, numberWithDefault, optionalNumber } from './numbers';
import { visibleText } from './visible-text';

/** The longest chapter or lesson, in minutes. */
export const DURATION_MINUTES_MAX = 100_000;

/** Parsed to a whole number of minutes (a fraction is dropped); blank → 0; negative or huge is refused. */
export const durationMinutesField = v.pipe(
  numberWithDefault(
    {
      label: 'مدت زمان',
      max: DURATION_MINUTES_MAX,
      whole: false,
      unit: 'دقیقه',
      messages: { tooSmall: messages.durationNegative },
    },
    0,
  ),
  v.transform(Math.trunc),
);

/** A chapter's or lesson's place in its list; the wizard numbers them. */
export const syllabusOrderField = optionalNumber({ label: 'ترتیب', max: DISPLAY_ORDER_MAX });

const hasText = (s: string | null | undefined): boolean => s != null && s.trim() !== '';

export const lessonSchema = v.pipe(
  formObject({
    id: v.optional(v.union([v.string(), v.number()])),
    title: v.pipe(
      requiredText(messages.lessonTitleRequired),
      visibleText(messages.lessonTitleRequired),
      v.maxLength(200, maxLengthMessage(200)),
    ),
    description: optionalText(2000),
    contentType: enumField(LESSON_CONTENT_TYPES, messages.lessonContentTypeRequired),
    durationMinutes: durationMinutesField,
    videoUrl: optionalLinkField(),
    videoMinioKey: optionalText(1024),
    /** A file chosen in the browser and not uploaded yet (client only). */
    hasVideoFile: v.optional(v.boolean(), false),
    contentText: optionalText(50_000),
    /** Links, one per line. */
    resourcesUrls: linkListField(10_000),
    isFree: v.optional(v.boolean(messages.invalidValue), false),
    isDownloadable: v.optional(v.boolean(messages.invalidValue), false),
    notes: optionalText(5000),
    order: syllabusOrderField,
  }),
  v.forward(
    v.partialCheck(
      [['contentType'], ['videoUrl'], ['videoMinioKey'], ['hasVideoFile']],
      (l) =>
        l.contentType !== LessonContentType.VIDEO ||
        hasText(l.videoUrl) ||
        hasText(l.videoMinioKey) ||
        l.hasVideoFile,
      messages.lessonVideoRequired,
    ),
    ['videoUrl'],
  ),
  v.forward(
    v.partialCheck(
      [['contentType'], ['contentText']],
      (l) => l.contentType !== LessonContentType.TEXT || hasText(l.contentText),
      messages.lessonTextRequired,
    ),
    ['contentText'],
  ),
  v.forward(
    v.partialCheck(
      [['contentType'], ['resourcesUrls']],
      (l) => l.contentType !== LessonContentType.RESOURCE || hasText(l.resourcesUrls),
      messages.lessonResourceRequired,
    ),
    ['resourcesUrls'],
  ),
);

export type LessonInput = v.InferInput<typeof lessonSchema>;
export type LessonOutput = v.InferOutput<typeof lessonSchema>;
