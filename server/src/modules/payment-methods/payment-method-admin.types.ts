import { PaymentProvider, PaymentUsageScope } from '@common/enums';
import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';

@ObjectType({ description: 'The provider settings of a payment method, as admins see them.' })
export class AdminPaymentConfig {
  @Field(() => String, { nullable: true, description: 'ZARINPAL.' }) merchantId!: string | null;
  @Field(() => String, { nullable: true, description: 'CARD_TO_CARD.' }) cardNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'CARD_TO_CARD and BANK_TRANSFER.' })
  accountName!: string | null;
  @Field(() => String, { nullable: true, description: 'BANK_TRANSFER.' }) iban!: string | null;
  @Field(() => String, { nullable: true, description: 'BANK_TRANSFER.' }) bankName!: string | null;
}

@InputType({
  description: 'The provider settings of a payment method; the keys its provider does not use are ignored.',
})
export class PaymentConfigInput {
  @Field(() => String, { nullable: true }) merchantId?: string | null;
  @Field(() => String, { nullable: true }) cardNumber?: string | null;
  @Field(() => String, { nullable: true }) accountName?: string | null;
  @Field(() => String, { nullable: true }) iban?: string | null;
  @Field(() => String, { nullable: true }) bankName?: string | null;
}

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
  @Field(() => AdminPaymentConfig) config!: AdminPaymentConfig;
  @Field(() => String, {
    description:
      'The settings as JSON text (the REST shape): ZARINPAL {merchantId}; CARD_TO_CARD {cardNumber, accountName}; BANK_TRANSFER {iban, accountName, bankName}.',
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
  @Field(() => PaymentConfigInput, {
    nullable: true,
    description: 'The provider settings (wins over configJson).',
  })
  config?: PaymentConfigInput | null;
  @Field(() => String, {
    nullable: true,
    description: 'The provider settings as JSON text (the REST shape).',
  })
  configJson?: string | null;
  @Field(() => Int, { nullable: true, description: 'Default 0.' }) sortOrder?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) isActive?: boolean | null;
}
