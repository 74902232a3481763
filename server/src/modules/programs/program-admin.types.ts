import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What deleting a program did: deleted, or cancelled because it has donations.' })
export class ProgramDeletion {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => Boolean, {
    description: 'True when the program was kept and set to CANCELLED (it has donations or participants).',
  })
  cancelled!: boolean;
  @Field(() => String, { description: 'Persian text for the toast.' }) message!: string;
}
