import { Field, Int, ObjectType } from 'type-graphql';
import { type BigIntValue, GraphQLBigInt } from '../../graphql/big-int';
import { ProgramSpending } from './spending.types';

@ObjectType({
  description: 'One Jalali month of a program: money in and out that month, and raised so far. Rial.',
})
export class TransparencyMonth {
  @Field(() => Int) jalaliYear!: number;
  @Field(() => Int, { description: '1–12.' }) jalaliMonth!: number;
  @Field(() => String, { description: 'The Persian month name.' }) monthName!: string;
  @Field(() => GraphQLBigInt, { description: 'Completed donations that month.' }) raised!: BigIntValue;
  @Field(() => GraphQLBigInt, { description: 'Completed donations up to the end of that month.' })
  raisedToDate!: BigIntValue;
  @Field(() => GraphQLBigInt, { description: 'Spending entries dated that month.' }) spent!: BigIntValue;
}

@ObjectType({
  description: "Where a program's money goes (issue 15): money in and out, donors, months, spending. Rial.",
})
export class ProgramTransparency {
  @Field(() => Int) programId!: number;
  @Field(() => GraphQLBigInt, { nullable: true }) targetBudget!: BigIntValue | null;
  @Field(() => GraphQLBigInt, { description: 'The sum of the completed donations.' }) moneyIn!: BigIntValue;
  @Field(() => GraphQLBigInt, { description: 'The sum of the spending entries.' }) moneyOut!: BigIntValue;
  @Field(() => Int, {
    description: 'Donors of completed donations: each member once, each guest donation once; never named.',
  })
  donorCount!: number;
  @Field(() => [TransparencyMonth], {
    description: 'From the first month with money in or out to this month, oldest first (Tehran calendar).',
  })
  months!: TransparencyMonth[];
  @Field(() => [ProgramSpending], { description: 'Newest date first.' }) spendings!: ProgramSpending[];
}

@ObjectType({ description: "A program's money in and out in one Jalali year. Rial." })
export class ProgramYearTotals {
  @Field(() => Int) programId!: number;
  @Field(() => String) programName!: string;
  @Field(() => GraphQLBigInt) moneyIn!: BigIntValue;
  @Field(() => Int, { description: 'Completed donations that year.' }) donationCount!: number;
  @Field(() => GraphQLBigInt) moneyOut!: BigIntValue;
}

@ObjectType({
  description: "The association's money in and out per program in one Jalali year (/reports). Rial.",
})
export class FinancialReport {
  @Field(() => Int) jalaliYear!: number;
  @Field(() => [Int], { description: 'The years with figures, newest first (always the current one).' })
  years!: number[];
  @Field(() => [ProgramYearTotals], { description: 'Programs with money in or out that year, by name.' })
  programs!: ProgramYearTotals[];
  @Field(() => GraphQLBigInt) moneyIn!: BigIntValue;
  @Field(() => GraphQLBigInt) moneyOut!: BigIntValue;
}
