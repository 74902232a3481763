import { DonationStatus } from '@common/enums';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { BulkResult } from '../../graphql/bulk';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { DonationAdminService } from './donation-admin.service';
import { AdminDonationsArgs } from './donations.inputs';
import { AdminDonationStats, Donation, DonationPage } from './donations.types';

@Authorized('ADMIN')
@Resolver(() => Donation)
export class DonationAdminResolver {
  constructor(private readonly admin: DonationAdminService) {}

  @Query(() => DonationPage, { description: 'Admin: every donation, filtered and sorted.' })
  adminDonations(@Args(() => AdminDonationsArgs) args: AdminDonationsArgs) {
    return this.admin.list(args);
  }

  @Query(() => [Donation], { description: 'Admin: the newest donations in any status.' })
  recentDonations(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number) {
    return this.admin.recent(limit);
  }

  @Query(() => AdminDonationStats, {
    description: 'Admin: totalDonations, activeDonors, monthlyDonations, averageDonation (rial) and counts.',
  })
  adminDonationStats() {
    return this.admin.stats();
  }

  @Mutation(() => Donation, {
    description: 'Admin: approve (COMPLETED) or reject (FAILED) a PENDING donation.',
  })
  updateDonationStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => DonationStatus) status: DonationStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return this.admin.setStatus(viewerOf(ctx), id, status);
  }

  @Mutation(() => BulkResult, {
    description:
      'Admin: approve or reject each selected donation (at most 100) as updateDonationStatus does, reported one by one.',
  })
  bulkUpdateDonationStatus(
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('status', () => DonationStatus) status: DonationStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return this.admin.setStatuses(viewerOf(ctx), ids, status, ctx.log);
  }

  @Mutation(() => Donation, { description: 'Admin: complete a PENDING donation with a payment reference.' })
  completeDonation(
    @Arg('id', () => Int) id: number,
    @Arg('paymentReference', () => String, { nullable: true }) paymentReference: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return this.admin.complete(viewerOf(ctx), id, paymentReference);
  }
}
