import { DonationStatus } from '@common/enums';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { type BigIntValue, GraphQLBigInt } from '../../graphql/big-int';
import '../../graphql/enums';
import { Paged } from '../../graphql/paging';
import { PublicPaymentMethod } from '../payment-methods/payment-methods.types';

@ObjectType({
  description:
    'A donation (spec doc 2 §3, doc 3 §3). Public answers never carry an e-mail or a payment reference, and ' +
    'hide the name and picture of anonymous donors (or members whose privacy settings say so).',
})
export class Donation {
  @Field(() => Int) id!: number;
  @Field(() => Int) programId!: number;
  @Field(() => String) programName!: string;
  @Field(() => String, { description: 'The same as programName (older screens read this name).' })
  programTitle!: string;
  @Field(() => GraphQLSafeInt, { description: 'Rial.' }) amount!: number;
  @Field(() => String, { nullable: true, description: 'Null when hidden (anonymous) in a public answer.' })
  donorName!: string | null;
  @Field(() => String, { nullable: true, description: 'Only for admins and the donor.' })
  donorEmail!: string | null;
  @Field(() => String, { nullable: true }) donorImageUrl!: string | null;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => Boolean) isAnonymous!: boolean;
  @Field(() => String, { description: 'The payment method code.' }) paymentMethod!: string;
  @Field(() => String, { description: 'The payment method’s Persian name (the code when it was deleted).' })
  paymentMethodName!: string;
  @Field(() => DonationStatus) status!: DonationStatus;
  @Field(() => GraphQLISODateTime) donationDate!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) completedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Gateway reference id or the admin’s reference; only for admins and the donor.',
  })
  paymentReference!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The receipt number (`1405-000123`) of a completed donation; only for admins and the donor.',
  })
  receiptNumber!: string | null;
}

@ObjectType({ description: 'One page of donations.' })
export class DonationPage extends Paged(Donation) {}

@ObjectType({ description: 'What the donor needs after creating a donation.' })
export class DonationReceipt {
  @Field(() => Int) id!: number;
  @Field(() => DonationStatus) status!: DonationStatus;
  @Field(() => GraphQLSafeInt, { description: 'Rial.' }) amount!: number;
  @Field(() => PublicPaymentMethod, {
    description: 'The chosen method with its public settings (card number, IBAN) for offline payment.',
  })
  paymentMethod!: PublicPaymentMethod;
  @Field(() => Boolean, {
    description: 'True for the online gateway: call requestZarinpalPayment next and send the browser there.',
  })
  requiresGateway!: boolean;
  @Field(() => String, { description: 'Persian text for the toast.' }) message!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "A guest's receipt page on this site (`/receipts/{id}?token=…`), which shows the receipt once the " +
      'donation is completed; null for members, whose history lists it.',
  })
  receiptLink!: string | null;
}

@ObjectType({ description: 'Completed donations of one program. Amounts are rial.' })
export class ProgramDonationStats {
  @Field(() => Int) programId!: number;
  @Field(() => GraphQLBigInt, { description: 'A sum: a decimal string beyond 2^53.' })
  totalAmount!: BigIntValue;
  @Field(() => Int) totalDonations!: number;
  @Field(() => Int, { description: 'Distinct givers: by account, else by e-mail, else each donation.' })
  totalDonors!: number;
  @Field(() => GraphQLSafeInt) averageDonation!: number;
  @Field(() => GraphQLSafeInt) largestDonation!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastDonationDate!: Date | null;
}

@ObjectType({ description: 'The admin dashboard’s donation figures (completed donations; rial).' })
export class AdminDonationStats {
  @Field(() => GraphQLBigInt, { description: 'Sum of completed donations.' })
  totalDonations!: BigIntValue;
  @Field(() => Int, { description: 'Distinct givers of completed donations.' }) activeDonors!: number;
  @Field(() => GraphQLBigInt, { description: 'Completed in the current Persian month (Tehran).' })
  monthlyDonations!: BigIntValue;
  @Field(() => GraphQLSafeInt, { description: 'Rounded to whole rial.' }) averageDonation!: number;
  @Field(() => Int) completedCount!: number;
  @Field(() => Int) pendingCount!: number;
  @Field(() => Int) failedCount!: number;
}
