import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { type BigIntValue, GraphQLBigInt } from '../../graphql/big-int';

@ObjectType({ description: 'The receipt of a completed donation, as its donor sees and prints it.' })
export class DonorReceipt {
  @Field(() => Int) donationId!: number;
  @Field(() => String, {
    description: '`1405-000123`: Jalali year and sequence (Latin digits; shown Persian).',
  })
  number!: string;
  @Field(() => Int) jalaliYear!: number;
  @Field(() => String, { description: 'The short code printed beside the QR, as `XXXXX-XXXXX`.' })
  verificationCode!: string;
  @Field(() => String, { description: 'The public page that confirms this receipt (the QR links to it).' })
  verificationUrl!: string;
  @Field(() => GraphQLISODateTime) issuedAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'When the money arrived (the receipt’s date).' })
  completedAt!: Date;
  @Field(() => GraphQLSafeInt, { description: 'Rial.' }) amount!: number;
  @Field(() => Int) programId!: number;
  @Field(() => String) programName!: string;
  @Field(() => String, { nullable: true, description: 'Null for an anonymous donation (printed «ناشناس»).' })
  donorName!: string | null;
  @Field(() => Boolean) isAnonymous!: boolean;
  @Field(() => String, { description: 'The payment method’s Persian name.' }) paymentMethodName!: string;
  @Field(() => String, { nullable: true }) paymentReference!: string | null;
}

@ObjectType({
  description:
    'What the public verification page confirms about a receipt: never the donor’s name of an anonymous ' +
    'donation, never an e-mail, phone or payment reference.',
})
export class ReceiptVerification {
  @Field(() => String) number!: string;
  @Field(() => String, { description: '`XXXXX-XXXXX`.' }) verificationCode!: string;
  @Field(() => GraphQLSafeInt, { description: 'Rial.' }) amount!: number;
  @Field(() => GraphQLISODateTime) completedAt!: Date;
  @Field(() => String) programName!: string;
  @Field(() => String, { nullable: true, description: 'Null when the donation was anonymous.' })
  donorName!: string | null;
  @Field(() => Boolean) isAnonymous!: boolean;
}

@ObjectType({ description: 'A donor’s completed donations of one Jalali year (by receipt), with the total.' })
export class DonationStatement {
  @Field(() => Int) jalaliYear!: number;
  @Field(() => String, { nullable: true }) donorName!: string | null;
  @Field(() => [DonorReceipt]) receipts!: DonorReceipt[];
  @Field(() => GraphQLBigInt, { description: 'Rial; a decimal string beyond 2^53.' }) total!: BigIntValue;
}
