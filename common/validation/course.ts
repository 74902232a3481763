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
import { parseVideoLink } from '../video-link';
import { chapterSchema } from './chapter';
import { enumField, formObject, optionalNumberField, optionalText, requiredText } from './fields';
import { optionalPictureField } from './link-fields';
import { maxLengthMessage, messages } from './messages';
import { hasVisibleText, visibleText } from './visible-text';

/** Refusal of a trailer link from any other site than YouTube, Vimeo or Aparat (spec doc 3 §5). */
export const TRAILER_LINK_INVALID = 'لینک تریلر باید از یوتیوب، ویمیو یا آپارات باشد';

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

/** The dearest price a course may have, in toman (its rial amount stays an exact number). */
export const COURSE_PRICE_MAX_TOMAN = 1_000_000_000_000;
export const COURSE_PRICE_TOO_HIGH = 'قیمت دوره بیش از حد مجاز است';

/** A price in toman: whole, not negative, not absurd. */
function priceField(blank: number | null) {
  return v.pipe(
    wholeNumber(0, messages.coursePriceNegative, blank),
    v.check((n) => n == null || n <= COURSE_PRICE_MAX_TOMAN, COURSE_PRICE_TOO_HIGH),
  );
}

/** The longest skill, in characters. */
export const SKILL_MAX_LENGTH = 100;
export const SKILL_TOO_LONG = 'هر مهارت نباید بیشتر از ۱۰۰ کاراکتر باشد';

/** Skills: trimmed, blanks dropped, duplicates removed, at most 15. */
export const skillsField = v.pipe(
  v.optional(v.array(v.string(messages.invalidValue), messages.invalidValue), []),
  v.transform((skills) => [...new Set(skills.map((s) => s.trim()).filter(hasVisibleText))]),
  v.maxLength(COURSE_MAX_SKILLS, messages.courseSkillsMax),
  v.check((skills) => skills.every((s) => s.length <= SKILL_MAX_LENGTH), SKILL_TOO_LONG),
);

export const courseSchema = formObject({
  title: v.pipe(
    requiredText(messages.courseTitleRequired),
    visibleText(messages.courseTitleRequired),
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
  price: priceField(0),
  /** Toman, for showing a discount; optional. */
  originalPrice: priceField(null),
  durationHours: wholeNumber(0, messages.courseDurationHoursNegative, 0),
  durationMinutes: v.pipe(
    wholeNumber(0, messages.courseDurationMinutesRange, 0),
    v.check((n) => n == null || n <= 59, messages.courseDurationMinutesRange),
  ),
  /** Blank → null (unlimited). */
  maxStudents: wholeNumber(1, messages.courseMaxStudentsMin, null),
  language: v.optional(v.picklist(COURSE_LANGUAGES, messages.courseLanguageInvalid), CourseLanguage.PERSIAN),
  certificateProvided: v.optional(v.boolean(messages.invalidValue), false),
  thumbnailUrl: optionalPictureField(),
  /** A YouTube, Vimeo or Aparat link, or an uploaded video. */
  trailerVideoUrl: v.pipe(
    optionalText(2048),
    v.check((link) => link == null || parseVideoLink(link) !== null, TRAILER_LINK_INVALID),
  ),
  autoPlayTrailer: v.optional(v.boolean(messages.invalidValue), false),
  showThumbnailOverlay: v.optional(v.boolean(messages.invalidValue), true),
  /** The wizard sends DRAFT (save draft) or PUBLISHED (publish). */
  status: v.optional(v.picklist(COURSE_STATUSES, messages.courseStatusInvalid), CourseStatus.DRAFT),
  /** A staff member's account; the server checks the role. */
  instructorId: v.optional(
    v.nullable(v.pipe(v.number(messages.invalidValue), v.integer(messages.invalidValue), v.minValue(1))),
  ),
  instructorName: optionalText(200, maxLengthMessage(200)),
  skills: skillsField,
  chapters: v.optional(v.array(chapterSchema, messages.invalidValue), []),
});

export type CourseInput = v.InferInput<typeof courseSchema>;
export type CourseOutput = v.InferOutput<typeof courseSchema>;
