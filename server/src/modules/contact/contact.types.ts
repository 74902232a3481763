import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The answer to a contact-form message.' })
export class ContactReceipt {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'A Persian confirmation to show.' }) message!: string;
}
