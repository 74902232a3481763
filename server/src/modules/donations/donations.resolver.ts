import { PROGRAM_TOP_SUPPORTERS } from '@common/constants';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import type { PublicProgramLookup } from '../programs/programs.loaders';
import { viewerOf } from '../viewer';
import { DonationInput, MyDonationsArgs, ProgramDonationsArgs } from './donations.inputs';
import type { DonationService } from './donations.service';
import { Donation, DonationPage, DonationReceipt, ProgramDonationStats } from './donations.types';

/** The request's program lookup: the program page's fields check the same program with one select. */
const publicProgramOf =
  (ctx: RequestContext): PublicProgramLookup =>
  (id) =>
    ctx.loaders.publicProgramById.load(id);

@Resolver(() => Donation)
export class DonationResolver {
  constructor(private readonly donations: DonationService) {}

  @Policy('public')
  @Mutation(() => DonationReceipt, {
    description: 'Records a PENDING donation; for the online gateway call requestZarinpalPayment next.',
  })
  createDonation(@Arg('input', () => DonationInput) input: DonationInput, @Ctx() ctx: RequestContext) {
    return this.donations.create(ctx.viewer, input, ctx.ip);
  }

  @Policy('public')
  @Query(() => DonationPage, { description: 'Completed donations of a public program, newest first.' })
  programDonations(@Args(() => ProgramDonationsArgs) args: ProgramDonationsArgs, @Ctx() ctx: RequestContext) {
    return this.donations.byProgram(args, publicProgramOf(ctx));
  }

  @Policy('public')
  @Query(() => [Donation], { description: 'The largest completed donations of a public program.' })
  programTopDonations(
    @Arg('programId', () => Int) programId: number,
    @Arg('limit', () => Int, { defaultValue: PROGRAM_TOP_SUPPORTERS }) limit: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.donations.top(programId, limit, publicProgramOf(ctx));
  }

  @Policy('public')
  @Query(() => ProgramDonationStats, {
    description: 'Totals of the completed donations of a public program (rial), with totalDonors.',
  })
  programDonationStats(@Arg('programId', () => Int) programId: number, @Ctx() ctx: RequestContext) {
    return this.donations.stats(programId, publicProgramOf(ctx));
  }

  @Policy('member')
  @Query(() => DonationPage, {
    description: 'The signed-in member’s own donations, any status, newest first.',
  })
  myDonations(@Args(() => MyDonationsArgs) args: MyDonationsArgs, @Ctx() ctx: RequestContext) {
    return this.donations.mine(viewerOf(ctx), args);
  }

  @Policy('member')
  @Query(() => [Int], {
    description: 'The Jalali years (Tehran time) the signed-in member made donations in, newest first.',
  })
  myDonationYears(@Ctx() ctx: RequestContext) {
    return this.donations.myYears(viewerOf(ctx));
  }
}
