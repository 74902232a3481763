// The landing-content form with the key the home page reads: the shared form schema, then a key from
// common/landing-keys.ts (any other key would be saved and silently ignored), and for the testimonials a
// list whose every person has a name and a text. Server and client both use it.
import * as v from 'valibot';
import { isLandingKey, landingKeyMessages, TESTIMONIALS_KEY } from '../landing-keys';
import { testimonialsProblem } from '../testimonials';
import { landingContentSchema } from './landing-content';

const testimonialsReadable = (item: { sectionKey: string; content?: string | null }) =>
  item.sectionKey !== TESTIMONIALS_KEY || !item.content || testimonialsProblem(item.content) === null;

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
);
