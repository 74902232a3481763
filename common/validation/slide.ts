// Slide form (spec doc 3 §3, §5).
import * as v from 'valibot';
import {
  formObject,
  isLink,
  optionalLinkField,
  optionalNumberField,
  optionalText,
  requiredText,
} from './fields';
import { maxLengthMessage, messages } from './messages';

/** Where a slide's picture may come from: an uploaded file or the site's own pictures (the seed's). */
const SITE_PICTURE_FOLDERS = ['/uploads/', '/images/'];

/**
 * True for an absolute http(s) URL, or a path on this site under /uploads/ (what the image upload answers; the
 * server also checks that the file is a stored image) or /images/ (the pictures built into the site).
 */
export function isSlideImageAddress(s: string): boolean {
  if (!isLink(s)) return false;
  return !s.startsWith('/') || SITE_PICTURE_FOLDERS.some((folder) => s.startsWith(folder));
}

export const slideSchema = formObject({
  title: v.pipe(requiredText(messages.slideTitleRequired), v.maxLength(200, maxLengthMessage(200))),
  description: optionalText(1000),
  /** Uploaded (a site path) or typed (a URL). */
  imageUrl: v.pipe(
    requiredText(messages.slideImageRequired),
    v.maxLength(2048, messages.slideImageAddress),
    v.check(isSlideImageAddress, messages.slideImageAddress),
  ),
  /** Optional; an absolute http(s) URL or a path on this site. */
  link: optionalLinkField(messages.slideLinkInvalid),
  /** Integer ≥ 0; blank → 0. */
  displayOrder: v.optional(
    v.pipe(
      optionalNumberField(messages.displayOrderInvalid),
      v.transform((n) => n ?? 0),
      v.integer(messages.displayOrderInvalid),
      v.minValue(0, messages.displayOrderInvalid),
      v.maxValue(1_000_000, messages.displayOrderInvalid),
    ),
    0,
  ),
  published: v.optional(v.boolean(messages.invalidValue), true),
  showTitle: v.optional(v.boolean(messages.invalidValue), true),
});

export type SlideInput = v.InferInput<typeof slideSchema>;
export type SlideOutput = v.InferOutput<typeof slideSchema>;
