import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A started gateway payment: send the browser to gatewayUrl.' })
export class PaymentRedirect {
  @Field(() => String) gatewayUrl!: string;
  @Field(() => String) authority!: string;
}

@ObjectType({ description: 'How a gateway callback ended, and where the browser goes next.' })
export class PaymentCallbackResult {
  @Field(() => Boolean, {
    description: 'True when the donation is COMPLETED or the enrolment ACTIVE (now or before).',
  })
  success!: boolean;
  @Field(() => Int, { nullable: true, description: 'A donation’s program; null otherwise.' })
  programId!: number | null;
  @Field(() => Int, { nullable: true, description: 'A course purchase’s course; null otherwise.' })
  courseId!: number | null;
  @Field(() => String, {
    description: '/programs/{id}?donation=success|failure or /courses/{id}?enrollment=success|failure',
  })
  redirectPath!: string;
}
