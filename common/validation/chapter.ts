// Chapter form in the course wizard's syllabus step (spec doc 3 §3, §5).
import * as v from 'valibot';
import { formObject, optionalLinkField, optionalText, requiredTextMin } from './fields';
import { durationMinutesField, lessonSchema, syllabusOrderField } from './lesson';
import { maxLengthMessage, messages } from './messages';
import { visibleText } from './visible-text';

export const chapterSchema = formObject({
  id: v.optional(v.union([v.string(), v.number()])),
  /** One message for blank and too short, as in the spec. */
  title: v.pipe(
    requiredTextMin(3, messages.chapterTitleMin),
    visibleText(messages.chapterTitleMin),
    v.maxLength(200, maxLengthMessage(200)),
  ),
  description: optionalText(2000),
  /** Starts at 1; renumbered by the wizard after each change. */
  chapterOrder: syllabusOrderField,
  durationMinutes: durationMinutesField,
  isFree: v.optional(v.boolean(messages.invalidValue), false),
  videoUrl: optionalLinkField(),
  videoMinioKey: optionalText(1024),
  lessons: v.optional(v.array(lessonSchema, messages.invalidValue), []),
});

export type ChapterInput = v.InferInput<typeof chapterSchema>;
export type ChapterOutput = v.InferOutput<typeof chapterSchema>;
