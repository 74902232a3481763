import { Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { liveFeedsOf } from '../../live/live-door';
import { viewerOf } from '../viewer';
import type { NotificationEventValue } from './notification-feed';
import { NotificationEvent } from './notifications-live.types';

@Resolver()
export class NotificationLiveResolver {
  @Policy('member')
  @Subscription(() => NotificationEvent, {
    description:
      "The viewer's unread count at once, then again with each notification created, read or deleted (WebSocket only).",
    subscribe: ({ context }: { context: RequestContext }) =>
      liveFeedsOf(context).notifications.events(viewerOf(context)),
  })
  notificationEvents(@Root() event: NotificationEventValue): NotificationEventValue {
    return event;
  }
}
