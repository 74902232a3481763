import { PROGRAM_TOP_SUPPORTERS } from '@common/constants';
import { DonationStatus } from '@common/enums';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { BulkResult } from '../../graphql/bulk';
import type { RequestContext } from '../../graphql/context';
import type { PublicProgramLookup } from '../programs/programs.loaders';
import { viewerOf } from '../viewer';
import type { DonationAdminService } from './donation-admin.service';
import { AdminDonationsArgs, DonationInput, MyDonationsArgs, ProgramDonationsArgs } from './donations.inputs';
import type { DonationService } from './donations.service';
import {
  AdminDonationStats,
  Donation,
  DonationPage,
  DonationReceipt,
  ProgramDonationStats,
} from './donations.types';

/** The request's program lookup: the program page's fields check the same program with one select. */
const publicProgramOf =
  (ctx: RequestContext): PublicProgramLookup =>
  (id) =>
    ctx.loaders.publicProgramById.load(id);

@Resolver(() => Donation)
export class DonationResolver {
  constructor(
    private readonly donations: DonationService,
    private readonly admin: DonationAdminService,
  ) {}

  @Mutation(() => DonationReceipt, {
    description: 'Records a PENDING donation; for the online gateway call requestZarinpalPayment next.',
  })
  createDonation(@Arg('input', () => DonationInput) input: DonationInput, @Ctx() ctx: RequestContext) {
    return this.donations.create(ctx.viewer, input, ctx.ip);
  }

  @Query(() => DonationPage, { description: 'Completed donations of a public program, newest first.' })
  programDonations(@Args(() => ProgramDonationsArgs) args: ProgramDonationsArgs, @Ctx() ctx: RequestContext) {
    return this.donations.byProgram(args, publicProgramOf(ctx));
  }

  @Query(() => [Donation], { description: 'The largest completed donations of a public program.' })
  programTopDonations(
    @Arg('programId', () => Int) programId: number,
    @Arg('limit', () => Int, { defaultValue: PROGRAM_TOP_SUPPORTERS }) limit: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.donations.top(programId, limit, publicProgramOf(ctx));
  }

  @Query(() => ProgramDonationStats, {
    description: 'Totals of the completed donations of a public program (rial), with totalDonors.',
  })
  programDonationStats(@Arg('programId', () => Int) programId: number, @Ctx() ctx: RequestContext) {
    return this.donations.stats(programId, publicProgramOf(ctx));
  }

  @Authorized()
  @Query(() => DonationPage, {
    description: 'The signed-in member’s own donations, any status, newest first.',
  })
  myDonations(@Args(() => MyDonationsArgs) args: MyDonationsArgs, @Ctx() ctx: RequestContext) {
    return this.donations.mine(viewerOf(ctx), args);
  }

  @Authorized()
  @Query(() => [Int], {
    description: 'The Jalali years (Tehran time) the signed-in member made donations in, newest first.',
  })
  myDonationYears(@Ctx() ctx: RequestContext) {
    return this.donations.myYears(viewerOf(ctx));
  }

  @Authorized('ADMIN')
  @Query(() => DonationPage, { description: 'Admin: every donation, filtered and sorted.' })
  adminDonations(@Args(() => AdminDonationsArgs) args: AdminDonationsArgs) {
    return this.admin.list(args);
  }

  @Authorized('ADMIN')
  @Query(() => [Donation], { description: 'Admin: the newest donations in any status.' })
  recentDonations(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number) {
    return this.admin.recent(limit);
  }

  @Authorized('ADMIN')
  @Query(() => AdminDonationStats, {
    description: 'Admin: totalDonations, activeDonors, monthlyDonations, averageDonation (rial) and counts.',
  })
  adminDonationStats() {
    return this.admin.stats();
  }

  @Authorized('ADMIN')
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

  @Authorized('ADMIN')
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

  @Authorized('ADMIN')
  @Mutation(() => Donation, { description: 'Admin: complete a PENDING donation with a payment reference.' })
  completeDonation(
    @Arg('id', () => Int) id: number,
    @Arg('paymentReference', () => String, { nullable: true }) paymentReference: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return this.admin.complete(viewerOf(ctx), id, paymentReference);
  }
}
