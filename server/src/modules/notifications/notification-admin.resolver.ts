import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { NotificationAdminService } from './notification-admin.service';
import { Notification, NotificationCreateInput } from './notifications.types';

@Resolver()
export class NotificationAdminResolver {
  constructor(private readonly service: NotificationAdminService) {}

  @Authorized('ADMIN')
  @Mutation(() => Notification, { description: 'Admin: send a notification to one member.' })
  createNotification(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => NotificationCreateInput) input: NotificationCreateInput,
  ) {
    return this.service.create(viewerOf(ctx), input);
  }
}
