// Course wizard / editor (spec doc 2 §5, doc 3 §2.8, §3, §5). The price is in toman and 0 means free
// (formatPrice in common/money shows 'رایگان').
import * as v from 'valibot';
import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_MAX_SKILLS,
  COURSE_REQUIREMENTS_MAX_LENGTH,
  COURSE_SHORT_DESCRIPTION_MAX_LENGTH,
  COURSE_TARGET_AUDIENCE_MAX_LENGTH,
  COURSE_TITLE_MAX_LENGTH,
  COURSE_WHAT_YOU_WILL_LEARN_MAX_LENGTH,
} from '../constants';
import {
  COURSE_CATEGORIES,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_STATUSES,
  CourseLanguage,
  CourseStatus,
} from '../enums';
import { chapterSchema } from './chapter';
import { enumField, formObject, optionalNumberField, optionalText, requiredText } from './fields';
import { messages } from './messages';

/** A whole number ≥ `min`; blank → `blank`. */
function wholeNumber(min: number, message: string, blank: number | null) {
  return v.optional(
    v.pipe(
      optionalNumberField(message),
      v.transform((n) => n ?? blank),
      v.check((n) => n == null || (Number.isInteger(n) && n >= min), message),
    ),
    blank,
  );
}

/** Skills: trimmed, blanks dropped, duplicates removed, at most 15. */
export const skillsField = v.pipe(
  v.optional(v.array(v.string(messages.invalidValue), messages.invalidValue), []),
  v.transform((skills) => [...new Set(skills.map((s) => s.trim()).filter((s) => s !== ''))]),
  v.maxLength(COURSE_MAX_SKILLS, messages.courseSkillsMax),
);

export const courseSchema = formObject({
  title: v.pipe(
    requiredText(messages.courseTitleRequired),
    v.maxLength(COURSE_TITLE_MAX_LENGTH, messages.courseTitleMax),
  ),
  category: enumField(COURSE_CATEGORIES, messages.courseCategoryRequired),
  level: enumField(COURSE_LEVELS, messages.courseLevelRequired),
  shortDescription: optionalText(COURSE_SHORT_DESCRIPTION_MAX_LENGTH, messages.courseShortDescriptionMax),
  description: optionalText(COURSE_DESCRIPTION_MAX_LENGTH, messages.courseDescriptionMax),
  whatYouWillLearn: optionalText(COURSE_WHAT_YOU_WILL_LEARN_MAX_LENGTH, messages.courseWhatYouWillLearnMax),
  requirements: optionalText(COURSE_REQUIREMENTS_MAX_LENGTH, messages.courseRequirementsMax),
  targetAudience: optionalText(COURSE_TARGET_AUDIENCE_MAX_LENGTH, messages.courseTargetAudienceMax),
  /** Toman; blank → 0 (free). */
  price: wholeNumber(0, messages.coursePriceNegative, 0),
  /** Toman, for showing a discount; optional. */
  originalPrice: wholeNumber(0, messages.coursePriceNegative, null),
  durationHours: wholeNumber(0, messages.courseDurationHoursNegative, 0),
  durationMinutes: v.pipe(
    wholeNumber(0, messages.courseDurationMinutesRange, 0),
    v.check((n) => n == null || n <= 59, messages.courseDurationMinutesRange),
  ),
  /** Blank → null (unlimited). */
  maxStudents: wholeNumber(1, messages.courseMaxStudentsMin, null),
  language: v.optional(v.picklist(COURSE_LANGUAGES, messages.courseLanguageInvalid), CourseLanguage.PERSIAN),
  certificateProvided: v.optional(v.boolean(messages.invalidValue), false),
  thumbnailUrl: optionalText(2048),
  /** A YouTube, Vimeo or Aparat link, or an uploaded video. */
  trailerVideoUrl: optionalText(2048),
  autoPlayTrailer: v.optional(v.boolean(messages.invalidValue), false),
  showThumbnailOverlay: v.optional(v.boolean(messages.invalidValue), true),
  /** The wizard sends DRAFT (save draft) or PUBLISHED (publish). */
  status: v.optional(v.picklist(COURSE_STATUSES, messages.courseStatusInvalid), CourseStatus.DRAFT),
  skills: skillsField,
  chapters: v.optional(v.array(chapterSchema, messages.invalidValue), []),
});

export type CourseInput = v.InferInput<typeof courseSchema>;
export type CourseOutput = v.InferOutput<typeof courseSchema>;
