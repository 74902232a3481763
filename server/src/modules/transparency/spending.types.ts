import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { type BigIntValue, GraphQLBigInt } from '../../graphql/big-int';

@ObjectType({
  description: "Money a program spent, recorded by an admin (the 'money out'). Amounts are rial.",
})
export class ProgramSpending {
  @Field(() => Int) id!: number;
  @Field(() => Int) programId!: number;
  @Field(() => String, { description: 'Calendar date YYYY-MM-DD (Gregorian) the money was spent.' })
  spentOn!: string;
  @Field(() => GraphQLBigInt, { description: 'Rial.' }) amount!: BigIntValue;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true, description: 'An uploaded picture of the receipt.' })
  receiptImageUrl!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@InputType({ description: 'The spending entry form (issue 15). Checked with Persian messages.' })
export class ProgramSpendingInput {
  @Field(() => String, {
    nullable: true,
    description: 'Required: the date (YYYY-MM-DD, Tehran calendar, or an ISO timestamp); not after today.',
  })
  spentOn?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Required: toman, a whole number from 1 (stored ×10 in rial).',
  })
  amountToman?: number | null;

  @Field(() => String, { nullable: true, description: 'Required, at most 500 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional: the address an image upload answered.' })
  receiptImageUrl?: string | null;
}
