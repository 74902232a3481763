import { DomainError } from '../errors';
import type { RequestContext } from '../graphql/context';
import { liveMessages } from './live.messages';
import type { LiveFeeds } from './live-feeds';

/** The live feeds of a subscription's context; refused on the HTTP doors, which cannot stream. */
export function liveFeedsOf(context: RequestContext): LiveFeeds {
  if (!context.live) throw new DomainError('VALIDATION', liveMessages.socketOnly);
  return context.live;
}
