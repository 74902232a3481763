import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
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
  createPaymentMethod(
    @Arg('input', () => PaymentMethodInput) input: PaymentMethodInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.methods.create(viewerOf(ctx), input);
  }

  @Mutation(() => AdminPaymentMethod, {
    description: 'Admin: edit a payment method; the code never changes.',
  })
  updatePaymentMethod(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PaymentMethodInput) input: PaymentMethodInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.methods.update(viewerOf(ctx), id, input);
  }

  @Mutation(() => ActionResult, { description: 'Admin: delete a payment method.' })
  async deletePaymentMethod(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ActionResult> {
    await this.methods.remove(viewerOf(ctx), id);
    return { ok: true, message: paymentMethodAdminMessages.deleted };
  }

  @Mutation(() => AdminPaymentMethod, { description: 'Admin: switch a payment method on or off.' })
  togglePaymentMethod(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.methods.toggle(viewerOf(ctx), id);
  }
}
