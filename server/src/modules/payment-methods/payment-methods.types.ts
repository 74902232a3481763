import { PaymentProvider, PaymentUsageScope } from '@common/enums';
import { Field, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';

@ObjectType({
  description:
    'The settings of a payment method a payer may see (card or account details; never the merchant id).',
})
export class PublicPaymentConfig {
  @Field(() => String, { nullable: true }) cardNumber!: string | null;
  @Field(() => String, { nullable: true }) accountName!: string | null;
  @Field(() => String, { nullable: true }) iban!: string | null;
  @Field(() => String, { nullable: true }) bankName!: string | null;
}

@ObjectType({ description: 'An active payment method as payers see it.' })
export class PublicPaymentMethod {
  @Field(() => Int) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String) displayNameFa!: string;
  @Field(() => String, { nullable: true }) displayNameEn!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true, description: 'An icon class or an image address.' })
  icon!: string | null;
  @Field(() => PaymentProvider) provider!: PaymentProvider;
  @Field(() => PaymentUsageScope) usageScope!: PaymentUsageScope;
  @Field(() => Int) sortOrder!: number;
  @Field(() => PublicPaymentConfig) config!: PublicPaymentConfig;
}
