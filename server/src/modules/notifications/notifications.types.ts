import { NotificationType } from '@common/enums';
import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';

@ObjectType({ description: 'A message to one member (spec doc 1 §3).' })
export class Notification {
  @Field(() => Int)
  id!: number;

  @Field(() => NotificationType, { description: 'COURSE, DONATION, PROGRAM, PROFILE or SYSTEM.' })
  type!: NotificationType;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true, description: 'Where clicking the notification leads.' })
  actionUrl!: string | null;

  @Field(() => Boolean)
  isRead!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  readAt!: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@ObjectType({ description: 'One page of notifications, newest first.' })
export class NotificationPage {
  @Field(() => [Notification])
  content!: Notification[];

  @Field(() => Int)
  totalElements!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int, { description: '0-based.' })
  page!: number;

  @Field(() => Int)
  size!: number;
}

@ObjectType()
export class NotificationCount {
  @Field(() => Int)
  count!: number;
}

@InputType({ description: 'A notification an admin sends to one member.' })
export class NotificationCreateInput {
  @Field(() => Int, { nullable: true })
  userId?: number;

  @Field(() => String, {
    nullable: true,
    description: 'COURSE, DONATION, PROGRAM, PROFILE or SYSTEM; others become SYSTEM.',
  })
  type?: string | null;

  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  message?: string;

  @Field(() => String, { nullable: true, description: 'A site path (/programs/3) or an http(s) link.' })
  actionUrl?: string | null;
}
