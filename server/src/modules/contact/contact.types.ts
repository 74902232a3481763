import { ContactStatus, ContactSubject } from '@common/enums';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';
import { Paged } from '../../graphql/paging';

@ObjectType({ description: 'The answer to a contact-form message.' })
export class ContactReceipt {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'A Persian confirmation to show.' }) message!: string;
}

@ObjectType({ description: 'A contact-form message as the admin reads it (spec doc 3 §3).' })
export class ContactMessage {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => ContactSubject) subject!: ContactSubject;
  @Field(() => String) message!: string;
  @Field(() => ContactStatus) status!: ContactStatus;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType({ description: 'A page of contact messages, with the position fields the spec’s list reads.' })
export class ContactMessagePage extends Paged(ContactMessage) {
  @Field(() => Int, { description: 'The zero-based page, as page.' }) currentPage!: number;
  @Field(() => Boolean) hasNext!: boolean;
  @Field(() => Boolean) hasPrevious!: boolean;
}

@ObjectType({ description: 'How many contact messages there are in all and in each status.' })
export class ContactCounts {
  @Field(() => Int) total!: number;
  @Field(() => Int) NEW!: number;
  @Field(() => Int) IN_PROGRESS!: number;
  @Field(() => Int) RESOLVED!: number;
}
