// Landing-content add/edit form (spec doc 3 §3, §5): section key and order are required. The key is
// '{section}.{field}' with one of the five landing sections; extraData, when given, must be JSON (the spec's
// screen does not check it, issue 14 asks for it); links are http(s) addresses or paths on this site, the picture
// an address of this site's pictures (./link).
import * as v from 'valibot';
import { LANDING_SECTIONS, type LandingSection } from '../enums';
import { formObject, optionalJsonText, optionalLinkField, optionalText, requiredText } from './fields';
import { optionalPictureField } from './link-fields';
import { maxLengthMessage, messages } from './messages';
import { displayOrderRule, requiredNumber } from './numbers';

/** 'hero.title', 'stats.studentsHelped', 'testimonials.data': a section, a dot, a field name (letters first). */
export const LANDING_SECTION_KEY = new RegExp(`^(${LANDING_SECTIONS.join('|')})\\.[A-Za-z][A-Za-z0-9_-]*$`);

/** The section a key belongs to (the part before the first dot), or null when it is none of the five. */
export function landingSectionOf(sectionKey: string): LandingSection | null {
  const section = sectionKey.slice(0, Math.max(0, sectionKey.indexOf('.')));
  return (LANDING_SECTIONS as readonly string[]).includes(section) ? (section as LandingSection) : null;
}

export const landingContentSchema = formObject({
  sectionKey: v.pipe(
    requiredText(messages.landingSectionKeyRequired),
    v.maxLength(100, maxLengthMessage(100)),
    v.regex(LANDING_SECTION_KEY, messages.landingSectionKeyFormat),
  ),
  title: optionalText(500),
  subtitle: optionalText(1000),
  content: optionalText(20_000),
  imageUrl: optionalPictureField(),
  linkUrl: optionalLinkField(),
  linkText: optionalText(100),
  orderIndex: requiredNumber(displayOrderRule, messages.landingOrderRequired),
  isActive: v.optional(v.boolean(messages.invalidValue), true),
  extraData: optionalJsonText(messages.landingExtraDataInvalid),
});

export type LandingContentInput = v.InferInput<typeof landingContentSchema>;
export type LandingContentOutput = v.InferOutput<typeof landingContentSchema>;
