import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { OwnedArgument } from '../../graphql/policies';
import { Policy } from '../../graphql/policy';
import type { PaymentService } from './payments.service';
import { PaymentCallbackResult, PaymentRedirect } from './payments.types';

/** A guest's donation may be paid by whoever holds its id; a member's only by that member or an admin. */
const ownDonation: OwnedArgument = {
  argument: 'donationId',
  resource: 'donation',
  stranger: 'FORBIDDEN',
  guest: 'FORBIDDEN',
  adminMayAct: true,
};

@Resolver()
export class PaymentResolver {
  constructor(private readonly payments: PaymentService) {}

  @Policy('owner', ownDonation)
  @Mutation(() => PaymentRedirect, {
    description: 'Starts a ZarinPal payment for a PENDING online donation (a member’s own, or a guest’s).',
  })
  requestZarinpalPayment(@Arg('donationId', () => Int) donationId: number, @Ctx() ctx: RequestContext) {
    return this.payments.requestZarinpal(ctx.viewer, donationId, ctx.origin, ctx.ip);
  }

  @Policy('public')
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
