import { Args, Authorized, Query, Resolver } from 'type-graphql';
import type { PaymentAdminService } from './payment-admin.service';
import { AdminPaymentsArgs, PaymentAttemptPage } from './payments.types';

@Authorized('ADMIN')
@Resolver()
export class PaymentAdminResolver {
  constructor(private readonly admin: PaymentAdminService) {}

  @Query(() => PaymentAttemptPage, {
    description: 'Admin: gateway attempts, newest first; status REFUND_NEEDED lists the payments to return.',
  })
  adminPayments(@Args(() => AdminPaymentsArgs) args: AdminPaymentsArgs) {
    return this.admin.list(args);
  }
}
