import { EnrollmentStatus } from '@common/enums';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';
import { PublicPaymentMethod } from '../payment-methods/payment-methods.types';

@ObjectType({ description: 'A member’s enrolment in a course.' })
export class CourseEnrollment {
  @Field(() => Int) id!: number;
  @Field(() => Int) courseId!: number;
  @Field(() => EnrollmentStatus, {
    description: 'ACTIVE opens the lessons; PENDING waits for the payment or an admin’s approval.',
  })
  status!: EnrollmentStatus;
  @Field(() => GraphQLSafeInt, { description: 'Rial paid; 0 for a free course or before payment.' })
  amountPaid!: number;
  @Field(() => String, { nullable: true, description: 'The chosen payment method’s code (paid courses).' })
  paymentMethod!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType({ description: 'What enrolling did, and for a paid course how to pay.' })
export class EnrollmentResult {
  @Field(() => CourseEnrollment) enrollment!: CourseEnrollment;
  @Field(() => Boolean, { description: 'True when the browser must go to gatewayUrl to pay.' })
  requiresGateway!: boolean;
  @Field(() => String, { nullable: true, description: 'The online gateway’s payment page.' })
  gatewayUrl!: string | null;
  @Field(() => String, { description: 'A Persian sentence for the member.' }) message!: string;
  @Field(() => PublicPaymentMethod, {
    nullable: true,
    description: 'The chosen method with its card or account details (paid courses).',
  })
  paymentMethod!: PublicPaymentMethod | null;
}
