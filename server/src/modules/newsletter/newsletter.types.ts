import { Field, InputType, ObjectType } from 'type-graphql';

/** Nullable so a missing address reaches the shared schema and gets its Persian message. */
@InputType()
export class NewsletterInput {
  @Field(() => String, { nullable: true }) email?: string | null;
}

@ObjectType({ description: 'The answer to a newsletter subscription.' })
export class NewsletterReceipt {
  @Field(() => String, { description: 'A Persian confirmation to show.' }) message!: string;
}
