import { ADMIN_PAGE_SIZE } from '@common/constants';
import { PaymentStatus } from '@common/enums';
import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';
import { Paged } from '../../graphql/paging';

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

@ObjectType({
  description:
    'One gateway attempt, for admins (a donation’s or a course purchase’s). REFUND_NEEDED attempts were ' +
    'paid by the payer for a subject already paid (or after a newer attempt replaced them) and were not verified.',
})
export class PaymentAttempt {
  @Field(() => Int) id!: number;
  @Field(() => PaymentStatus) status!: PaymentStatus;
  @Field(() => GraphQLSafeInt, { description: 'Rial.' }) amount!: number;
  @Field(() => String, { nullable: true, description: 'The gateway’s authority of this attempt.' })
  authority!: string | null;
  @Field(() => String, { nullable: true, description: 'The gateway’s reference id, once verified.' })
  refId!: string | null;
  @Field(() => Int, { nullable: true }) donationId!: number | null;
  @Field(() => Int, { nullable: true, description: 'The donation’s program.' }) programId!: number | null;
  @Field(() => Int, { nullable: true }) enrollmentId!: number | null;
  @Field(() => Int, { nullable: true, description: 'The enrolment’s course.' }) courseId!: number | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) verifiedAt!: Date | null;
}

@ObjectType({ description: 'One page of gateway attempts.' })
export class PaymentAttemptPage extends Paged(PaymentAttempt) {}

@ArgsType()
export class AdminPaymentsArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' }) page!: number;
  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE }) size!: number;
  @Field(() => PaymentStatus, { nullable: true, description: 'Only attempts in this status.' })
  status?: PaymentStatus | null;
}
