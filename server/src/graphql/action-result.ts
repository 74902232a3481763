import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The answer of a call that only succeeds or fails.' })
export class ActionResult {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => String, { description: 'Persian text for the success toast.' })
  message!: string;
}
