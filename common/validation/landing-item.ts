// The landing-content form with the key the home page reads: the shared form schema, then a key from
// common/landing-keys.ts (any other key would be saved and silently ignored). Server and client both use it.
import * as v from 'valibot';
import { isLandingKey, landingKeyMessages } from '../landing-keys';
import { landingContentSchema } from './landing-content';

export const landingItemSchema = v.pipe(
  landingContentSchema,
  v.forward(
    v.partialCheck([['sectionKey']], (item) => isLandingKey(item.sectionKey), landingKeyMessages.unknown),
    ['sectionKey'],
  ),
);
