import { PaymentUsageScope } from '@common/enums';
import { Arg, Query, Resolver } from 'type-graphql';
import { Policy } from '../../graphql/policy';
import '../../graphql/enums';
import type { PaymentMethodService } from './payment-methods.service';
import { PublicPaymentMethod } from './payment-methods.types';

@Resolver(() => PublicPaymentMethod)
export class PaymentMethodResolver {
  constructor(private readonly methods: PaymentMethodService) {}

  @Policy('public')
  @Query(() => [PublicPaymentMethod], {
    description: 'Active payment methods usable for programs or courses (their own scope or BOTH), in order.',
  })
  activePaymentMethods(@Arg('usage', () => PaymentUsageScope) usage: PaymentUsageScope) {
    return this.methods.listActive(usage);
  }
}
