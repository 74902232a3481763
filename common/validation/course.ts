// Course wizard / editor (spec doc 2 §5, doc 3 §2.8, §3, §5). The price is in toman and 0 means free
// (formatPrice in common/money shows 'رایگان').
import * as v from 'valibot';
import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_DURATION_MINUTES_MAX,
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
import { enumField, formObject, optionalText, requiredText } from './fields';
import { optionalPictureField } from './link-fields';
import { maxLengthMessage, messages } from './messages';
import { type NumberRule, numberWithDefault, optionalNumber } from './numbers';
import { hasVisibleText, visibleText } from './visible-text';

/** Refusal of a trailer link from any other site than YouTube, Vimeo or Aparat (spec doc 3 §5). */
export const TRAILER_LINK_INVALID = 'لینک تریلر باید از یوتیوب، ویمیو یا آپارات باشد';

/** The dearest price a course may have, in toman (its rial amount stays an exact number). */
export const COURSE_PRICE_MAX_TOMAN = 1_000_000_000_000;
/** The longest course, in hours, and the largest class. */
export const COURSE_DURATION_HOURS_MAX = 10_000;
export const COURSE_CAPACITY_MAX = 100_000;

/** A price in toman: whole, not negative, not absurd. */
const priceRule = (label: string): NumberRule => ({
  label,
  max: COURSE_PRICE_MAX_TOMAN,
  unit: 'تومان',
  messages: { tooSmall: messages.coursePriceNegative },
});

const durationHoursRule: NumberRule = {
  label: 'مدت دوره',
  max: COURSE_DURATION_HOURS_MAX,
  unit: 'ساعت',
  messages: { tooSmall: messages.courseDurationHoursNegative },
};

const durationMinutesRule: NumberRule = {
  label: 'دقیقه',
  max: COURSE_DURATION_MINUTES_MAX,
  messages: { tooSmall: messages.courseDurationMinutesRange, tooLarge: messages.courseDurationMinutesRange },
};

const capacityRule: NumberRule = {
  label: 'ظرفیت دوره',
  min: 1,
  max: COURSE_CAPACITY_MAX,
  unit: 'نفر',
  messages: { tooSmall: messages.courseMaxStudentsMin },
};

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
  price: numberWithDefault(priceRule('قیمت دوره'), 0),
  /** Toman, for showing a discount; optional. */
  originalPrice: v.optional(optionalNumber(priceRule('قیمت پیش از تخفیف')), null),
  durationHours: numberWithDefault(durationHoursRule, 0),
  durationMinutes: numberWithDefault(durationMinutesRule, 0),
  /** Blank → null (unlimited). */
  maxStudents: v.optional(optionalNumber(capacityRule), null),
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
