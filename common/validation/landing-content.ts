// Landing-content add/edit form (spec doc 3 §3, §5): section key and order are required; extraData is free
// JSON text that this form does not check.
import * as v from 'valibot';
import { formObject, numberField, optionalLinkField, optionalText, requiredText } from './fields';
import { maxLengthMessage, messages } from './messages';

export const landingContentSchema = formObject({
  /** '{section}.{name}', e.g. 'hero.title'. */
  sectionKey: v.pipe(
    requiredText(messages.landingSectionKeyRequired),
    v.maxLength(100, maxLengthMessage(100)),
  ),
  title: optionalText(500),
  subtitle: optionalText(1000),
  content: optionalText(20_000),
  imageUrl: optionalText(2048),
  linkUrl: optionalLinkField(),
  linkText: optionalText(100),
  orderIndex: v.pipe(
    numberField(messages.landingOrderRequired),
    v.integer(messages.landingOrderRequired),
    v.minValue(0, messages.landingOrderRequired),
  ),
  isActive: v.optional(v.boolean(messages.invalidValue), true),
  extraData: optionalText(100_000),
});

export type LandingContentInput = v.InferInput<typeof landingContentSchema>;
export type LandingContentOutput = v.InferOutput<typeof landingContentSchema>;
