import { Field, Int, ObjectType } from 'type-graphql';
import { Notification } from './notifications.types';

@ObjectType({ description: "A change of the viewer's notifications, pushed over the WebSocket door." })
export class NotificationEvent {
  @Field(() => Int, { description: 'How many of the viewer’s notifications are unread now.' })
  unreadCount!: number;

  @Field(() => Notification, { nullable: true, description: 'The notification just created, if one was.' })
  notification!: Notification | null;
}
