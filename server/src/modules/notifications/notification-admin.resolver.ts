import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { NotificationAdminService } from './notification-admin.service';
import { Notification, NotificationCreateInput } from './notifications.types';

@Authorized('ADMIN')
@Resolver()
export class NotificationAdminResolver {
  constructor(private readonly service: NotificationAdminService) {}

  @Mutation(() => Notification, { description: 'Admin: send a notification to one member.' })
  createNotification(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => NotificationCreateInput) input: NotificationCreateInput,
  ) {
    return this.service.create(viewerOf(ctx), input);
  }
}
