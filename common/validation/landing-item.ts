// The landing-content form with the key the home page reads: the shared form schema, then a key from
// common/landing-keys.ts (any other key would be saved and silently ignored), and for the testimonials a
// list whose every person has a name and a text, and a picture (if any) on this site. Server and client both use it.
import * as v from 'valibot';
import {
  isLandingKey,
  type LandingValueField,
  landingKeyMessages,
  landingValueField,
  TESTIMONIALS_KEY,
} from '../landing-keys';
import { testimonialAvatars, testimonialMessages, testimonialsProblem } from '../testimonials';
import { type LandingContentOutput, landingContentSchema } from './landing-content';
import { isPictureAddress } from './link';
import { messages } from './messages';

const testimonialsReadable = (item: { sectionKey: string; content?: string | null }) =>
  item.sectionKey !== TESTIMONIALS_KEY || !item.content || testimonialsProblem(item.content) === null;

type ValueFields = Pick<LandingContentOutput, 'sectionKey' | LandingValueField>;

/**
 * Why a picture in the testimonials list the home page reads from `field` is no picture address, or null
 * (also when `field` holds no testimonials list the home page reads).
 */
function avatarProblem(item: ValueFields, field: LandingValueField): string | null {
  if (item.sectionKey !== TESTIMONIALS_KEY || landingValueField(item) !== field) return null;
  const wrong = testimonialAvatars(item[field]).find(([, avatar]) => !isPictureAddress(avatar));
  return wrong ? testimonialMessages.avatar(wrong[0], messages.pictureAddress) : null;
}

/** The testimonials' pictures, checked on the field the home page reads the list from. */
const avatarsOn = (field: LandingValueField) =>
  v.forward<LandingContentOutput, v.PartialCheckIssue<ValueFields>, [LandingValueField]>(
    v.partialCheck(
      [['sectionKey'], ['content'], ['extraData'], ['title'], ['subtitle']],
      (item) => avatarProblem(item, field) === null,
      (issue) => avatarProblem(issue.input as ValueFields, field) ?? '',
    ),
    [field],
  );

export const landingItemSchema = v.pipe(
  landingContentSchema,
  v.forward(
    v.partialCheck([['sectionKey']], (item) => isLandingKey(item.sectionKey), landingKeyMessages.unknown),
    ['sectionKey'],
  ),
  v.forward(
    v.partialCheck(
      [['sectionKey'], ['content']],
      testimonialsReadable,
      (issue) => testimonialsProblem((issue.input as { content?: string | null }).content) ?? '',
    ),
    ['content'],
  ),
  avatarsOn('content'),
  avatarsOn('extraData'),
  avatarsOn('title'),
  avatarsOn('subtitle'),
);

export type LandingItemOutput = v.InferOutput<typeof landingItemSchema>;
