import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import { type PaymentMethodAdminService } from './payment-method-admin.service';
import { AdminPaymentMethod, PaymentMethodInput } from './payment-method-admin.types';
import { paymentMethodAdminMessages } from './payment-methods.messages';

@Authorized('ADMIN')
@Resolver(() => AdminPaymentMethod)
export class PaymentMethodAdminResolver {
  constructor(private readonly methods: PaymentMethodAdminService) {}

  @Query(() => [AdminPaymentMethod], { description: 'Admin: every payment method, in sort order.' })
  adminPaymentMethods() {
    return this.methods.list();
  }

  @Mutation(() => AdminPaymentMethod, { description: 'Admin: add a payment method.' })
  createPaymentMethod(@Arg('input', () => PaymentMethodInput) input: PaymentMethodInput) {
    return this.methods.create(input);
  }

  @Mutation(() => AdminPaymentMethod, {
    description: 'Admin: edit a payment method; the code never changes.',
  })
  updatePaymentMethod(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PaymentMethodInput) input: PaymentMethodInput,
  ) {
    return this.methods.update(id, input);
  }

  @Mutation(() => ActionResult, { description: 'Admin: delete a payment method.' })
  async deletePaymentMethod(@Arg('id', () => Int) id: number): Promise<ActionResult> {
    await this.methods.remove(id);
    return { ok: true, message: paymentMethodAdminMessages.deleted };
  }

  @Mutation(() => AdminPaymentMethod, { description: 'Admin: switch a payment method on or off.' })
  togglePaymentMethod(@Arg('id', () => Int) id: number) {
    return this.methods.toggle(id);
  }
}
