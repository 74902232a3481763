import { ADMIN_PAGE_SIZE, PROGRAM_DONATIONS_PAGE_SIZE } from '@common/constants';
import { DonationStatus } from '@common/enums';
import { ArgsType, Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import '../../graphql/enums';
import { SortDirection } from '../../graphql/sort';

@InputType({
  description: 'The donation dialog (spec doc 2 §5). Signed-in donors give neither name nor e-mail.',
})
export class DonationInput {
  @Field(() => Int, { nullable: true, description: 'Required; a missing program answers NOT_FOUND.' })
  programId?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Toman, a whole number of at least 1000 (stored ×10 in rial). Checked with Persian messages.',
  })
  amountToman?: number | null;

  @Field(() => String, { nullable: true, description: 'Guests who are not anonymous: required.' })
  donorName?: string | null;

  @Field(() => String, { nullable: true, description: 'Guests who are not anonymous: required.' })
  donorEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  message?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  isAnonymous?: boolean | null;

  @Field(() => String, { nullable: true, description: 'The code of an active payment method for programs.' })
  paymentMethod?: string | null;
}

@ArgsType()
export class ProgramDonationsArgs {
  @Field(() => Int) programId!: number;
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' }) page!: number;
  @Field(() => Int, { defaultValue: PROGRAM_DONATIONS_PAGE_SIZE }) size!: number;
}

@ArgsType()
export class MyDonationsArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' }) page!: number;
  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE }) size!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Only donations made in this Jalali year (Tehran time), e.g. 1405.',
  })
  jalaliYear?: number | null;
}

export const DonationSortField = { DONATION_DATE: 'DONATION_DATE', AMOUNT: 'AMOUNT' } as const;
export type DonationSortField = (typeof DonationSortField)[keyof typeof DonationSortField];
registerEnumType(DonationSortField, { name: 'DonationSortField' });

@ArgsType()
export class AdminDonationsArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' }) page!: number;
  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE }) size!: number;
  @Field(() => DonationSortField, { defaultValue: DonationSortField.DONATION_DATE })
  sortBy!: DonationSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC }) sortDir!: SortDirection;
  @Field(() => DonationStatus, { nullable: true }) status?: DonationStatus | null;
  @Field(() => Int, { nullable: true }) programId?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Words to find in the donor's name, e-mail or phone, or the payment reference.",
  })
  q?: string | null;
  @Field(() => String, { nullable: true, description: 'Given from this Tehran day (YYYY-MM-DD), inclusive.' })
  from?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Given up to this Tehran day (YYYY-MM-DD), inclusive.',
  })
  to?: string | null;
}
