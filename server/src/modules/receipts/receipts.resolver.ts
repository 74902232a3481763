import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { viewerOf } from '../viewer';
import type { ReceiptService } from './receipts.service';
import { DonationStatement, DonorReceipt, ReceiptVerification } from './receipts.types';

@Resolver()
export class ReceiptResolver {
  constructor(private readonly receipts: ReceiptService) {}

  @Policy('member')
  @Query(() => DonorReceipt, {
    description:
      'The receipt of one of the signed-in member’s completed donations (anyone else’s: NOT_FOUND).',
  })
  myDonationReceipt(@Arg('donationId', () => Int) donationId: number, @Ctx() ctx: RequestContext) {
    return this.receipts.mine(viewerOf(ctx), donationId);
  }

  @Policy('member')
  @Query(() => DonationStatement, {
    description:
      'The signed-in member’s completed donations of one Jalali year (by receipt) and their total.',
  })
  myDonationStatement(@Arg('jalaliYear', () => Int) jalaliYear: number, @Ctx() ctx: RequestContext) {
    return this.receipts.statement(viewerOf(ctx), jalaliYear);
  }

  @Policy('public')
  @Query(() => DonorReceipt, {
    description:
      'A receipt opened with the token of its link (shown after a guest’s payment); else NOT_FOUND.',
  })
  donationReceiptByToken(
    @Arg('donationId', () => Int) donationId: number,
    @Arg('token', () => String) token: string,
  ) {
    return this.receipts.byToken(donationId, token);
  }

  @Policy('public')
  @Query(() => ReceiptVerification, {
    description: 'Public check of a receipt’s printed code (rate-limited per address); unknown: NOT_FOUND.',
  })
  verifyReceipt(@Arg('code', () => String) code: string, @Ctx() ctx: RequestContext) {
    return this.receipts.verify(code, ctx.ip);
  }
}
