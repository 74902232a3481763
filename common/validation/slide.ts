// Slide form (spec doc 3 §3, §5).
import * as v from 'valibot';
import { formObject, optionalLinkField, optionalText, requiredText } from './fields';
import { isPictureAddress } from './link';
import { maxLengthMessage, messages } from './messages';
import { displayOrderRule, numberWithDefault } from './numbers';

export const slideSchema = formObject({
  title: v.pipe(requiredText(messages.slideTitleRequired), v.maxLength(200, maxLengthMessage(200))),
  description: optionalText(1000),
  /** Uploaded (a site path) or typed (a URL). */
  imageUrl: v.pipe(
    requiredText(messages.slideImageRequired),
    v.maxLength(2048, messages.slideImageAddress),
    v.check(isPictureAddress, messages.slideImageAddress),
  ),
  /** Optional; an absolute http(s) URL or a path on this site. */
  link: optionalLinkField(messages.slideLinkInvalid),
  /** Integer ≥ 0; blank → 0. */
  displayOrder: numberWithDefault(displayOrderRule, 0),
  published: v.optional(v.boolean(messages.invalidValue), true),
  showTitle: v.optional(v.boolean(messages.invalidValue), true),
});

export type SlideInput = v.InferInput<typeof slideSchema>;
export type SlideOutput = v.InferOutput<typeof slideSchema>;
