import { PaymentProvider, PaymentUsageScope } from '@common/enums';
import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';

@ObjectType({ description: 'A payment method as admins manage it, with its full provider settings.' })
export class AdminPaymentMethod {
  @Field(() => Int) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String) displayNameFa!: string;
  @Field(() => String, { nullable: true }) displayNameEn!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) icon!: string | null;
  @Field(() => PaymentUsageScope) usageScope!: PaymentUsageScope;
  @Field(() => PaymentProvider) provider!: PaymentProvider;
  @Field(() => String, {
    description:
      'JSON text: ZARINPAL {merchantId}; CARD_TO_CARD {cardNumber, accountName}; BANK_TRANSFER {iban, accountName, bankName}.',
  })
  configJson!: string;
  @Field(() => Int) sortOrder!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType({ description: 'The payment method form (spec doc 3 §7.8). The code is set on create only.' })
export class PaymentMethodInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Create only (ignored on update): lower-case letters, digits and _; derived from the English name when absent.',
  })
  code?: string | null;
  @Field(() => String, { nullable: true }) displayNameFa?: string | null;
  @Field(() => String, { nullable: true }) displayNameEn?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) icon?: string | null;
  @Field(() => PaymentUsageScope, { nullable: true, description: 'Default BOTH.' })
  usageScope?: PaymentUsageScope | null;
  @Field(() => PaymentProvider, { nullable: true, description: 'Default ZARINPAL.' })
  provider?: PaymentProvider | null;
  @Field(() => String, { nullable: true, description: 'JSON text of the provider settings.' }) configJson?:
    | string
    | null;
  @Field(() => Int, { nullable: true, description: 'Default 0.' }) sortOrder?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) isActive?: boolean | null;
}
