import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { PaymentService } from './payments.service';
import { PaymentCallbackResult, PaymentRedirect } from './payments.types';

@Resolver()
export class PaymentResolver {
  constructor(private readonly payments: PaymentService) {}

  @Mutation(() => PaymentRedirect, {
    description: 'Starts a ZarinPal payment for a PENDING online donation (a member’s own, or a guest’s).',
  })
  requestZarinpalPayment(@Arg('donationId', () => Int) donationId: number, @Ctx() ctx: RequestContext) {
    return this.payments.requestZarinpal(ctx.viewer, donationId, ctx.origin, ctx.ip);
  }

  @Mutation(() => PaymentCallbackResult, {
    description:
      'The gateway’s return: the attempt is found by its stored authority and verified with the gateway; ' +
      '`status` (OK/NOK) is accepted but never trusted.',
  })
  zarinpalCallback(
    @Arg('authority', () => String, { nullable: true }) authority: string | null,
    @Arg('status', () => String, { nullable: true }) status: string | null,
  ) {
    return this.payments.handleCallback(authority, status);
  }
}
