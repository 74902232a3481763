import { NOTIFICATIONS_PAGE_SIZE, RECENT_NOTIFICATIONS_LIMIT } from '@common/constants';
import { timeAgo } from '@common/date';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { OwnedArgument } from '../../graphql/policies';
import { Policy } from '../../graphql/policy';
import { viewerOf } from '../viewer';
import type { NotificationRow, NotificationService } from './notifications.service';
import { Notification, NotificationCount, NotificationPage } from './notifications.types';

/** Another member's notification is answered as missing, so its existence is not revealed. */
const ownNotification: OwnedArgument = {
  argument: 'id',
  resource: 'notification',
  stranger: 'NOT_FOUND',
  guest: 'UNAUTHENTICATED',
  adminMayAct: false,
};

@Resolver(() => Notification)
export class NotificationResolver {
  constructor(private readonly service: NotificationService) {}

  @FieldResolver(() => String, {
    description: "Persian relative time ('۵ دقیقه پیش'), then the Jalali date.",
  })
  timeAgo(@Root() notification: NotificationRow): string {
    return timeAgo(notification.createdAt);
  }

  @Policy('member')
  @Query(() => NotificationPage, { description: "The viewer's notifications, newest first." })
  notifications(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('size', () => Int, { defaultValue: NOTIFICATIONS_PAGE_SIZE }) size: number,
  ) {
    return this.service.list(viewerOf(ctx), page, size);
  }

  @Policy('member')
  @Query(() => [Notification], { description: "The viewer's latest notifications (at most 50)." })
  recentNotifications(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: RECENT_NOTIFICATIONS_LIMIT }) limit: number,
  ) {
    return this.service.recent(viewerOf(ctx), limit);
  }

  @Policy('member')
  @Query(() => Int, { description: 'How many of the viewer’s notifications are unread.' })
  unreadNotificationCount(@Ctx() ctx: RequestContext) {
    return this.service.unreadCount(viewerOf(ctx));
  }

  @Policy('owner', ownNotification)
  @Mutation(() => Notification, { description: 'Mark one of the viewer’s notifications read.' })
  markNotificationRead(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.service.markRead(viewerOf(ctx), id);
  }

  @Policy('member')
  @Mutation(() => NotificationCount, { description: 'How many notifications were unread and are now read.' })
  async markAllNotificationsRead(@Ctx() ctx: RequestContext) {
    return { count: await this.service.markAllRead(viewerOf(ctx)) };
  }

  @Policy('owner', ownNotification)
  @Mutation(() => Boolean, { description: 'Delete one of the viewer’s notifications.' })
  deleteNotification(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.service.remove(viewerOf(ctx), id);
  }
}
