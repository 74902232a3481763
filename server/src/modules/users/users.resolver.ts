import { Arg, Ctx, FieldResolver, Float, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { UserRow } from '../../db/schema';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { User } from '../../graphql/user';
import { viewerOf } from '../viewer';
import { dashboardStats } from './dashboard-stats';
import { profileCompletion } from './profile-completion';
import {
  ChangePasswordInput,
  ConfirmPasswordInput,
  NotificationSettingsInput,
  PrivacySettingsInput,
  ProfileUpdateInput,
} from './users.inputs';
import { userMessages } from './users.messages';
import type { UserService } from './users.service';
import { DashboardStats, NotificationSettings, PrivacySettings, ProgramDonationStat } from './users.types';

const summaryOf = (ctx: RequestContext, userId: number) => ctx.loaders.donationSummaryByUserId.load(userId);

@Resolver(() => User)
export class UserResolver {
  constructor(private readonly users: UserService) {}

  @FieldResolver(() => String)
  fullName(@Root() user: UserRow): string {
    return `${user.firstName} ${user.lastName}`.trim();
  }

  @FieldResolver(() => Int, { description: 'Percent of the six profile fields filled (spec doc 1 §5).' })
  profileCompletion(@Root() user: UserRow): number {
    return profileCompletion(user);
  }

  @FieldResolver(() => Float, { description: 'Rial, completed donations.' })
  async totalDonations(@Root() user: UserRow, @Ctx() ctx: RequestContext) {
    return (await summaryOf(ctx, user.id)).totalDonations;
  }

  @FieldResolver(() => Float, { description: 'Rial, completed this Persian calendar month.' })
  async monthlyDonations(@Root() user: UserRow, @Ctx() ctx: RequestContext) {
    return (await summaryOf(ctx, user.id)).monthlyDonations;
  }

  @FieldResolver(() => Int)
  async totalDonationCount(@Root() user: UserRow, @Ctx() ctx: RequestContext) {
    return (await summaryOf(ctx, user.id)).totalDonationCount;
  }

  @FieldResolver(() => Int)
  async totalProgramsSupported(@Root() user: UserRow, @Ctx() ctx: RequestContext) {
    return (await summaryOf(ctx, user.id)).totalProgramsSupported;
  }

  @FieldResolver(() => [ProgramDonationStat])
  async programStats(@Root() user: UserRow, @Ctx() ctx: RequestContext) {
    return (await summaryOf(ctx, user.id)).programStats;
  }

  @FieldResolver(() => DashboardStats, {
    description:
      "The dashboard's stat-card figures for the member's type (spec doc 1 §6), each one SQL statement.",
  })
  dashboard(@Root() user: UserRow, @Ctx() ctx: RequestContext) {
    return dashboardStats(ctx.db, user);
  }

  @FieldResolver(() => NotificationSettings)
  notificationSettings(@Root() user: UserRow) {
    return this.users.notificationSettings(user);
  }

  @FieldResolver(() => PrivacySettings)
  privacySettings(@Root() user: UserRow) {
    return this.users.privacySettings(user);
  }

  @Policy('public')
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user, or null for a guest (or a dead token).',
  })
  me(@Ctx() ctx: RequestContext) {
    return ctx.viewer ? this.users.findById(ctx.viewer.userId) : null;
  }

  @Policy('member')
  @Query(() => User, { description: "The viewer's profile (GET /user/profile)." })
  myProfile(@Ctx() ctx: RequestContext) {
    return this.users.profile(viewerOf(ctx));
  }

  @Policy('member')
  @Mutation(() => User, {
    description:
      'Save the profile form; a PROFILE notification is recorded. A new phone number is not saved: a code is sent to it and it is answered as pendingPhoneNumber until confirmPhoneChange.',
  })
  updateProfile(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ProfileUpdateInput) input: ProfileUpdateInput,
  ) {
    return this.users.updateProfile(viewerOf(ctx), { ...input }, ctx.ip);
  }

  @Policy('member')
  @Mutation(() => ActionResult, { description: "Other devices' sessions end; this one stays." })
  async changePassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ) {
    await this.users.changePassword(viewerOf(ctx), { ...input });
    return { ok: true, message: userMessages.passwordChanged };
  }

  @Policy('member')
  @Mutation(() => NotificationSettings, {
    description: 'Which notifications the viewer wants (fields left out keep their value).',
  })
  updateNotificationSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => NotificationSettingsInput) input: NotificationSettingsInput,
  ) {
    return this.users.updateNotificationSettings(viewerOf(ctx), input);
  }

  @Policy('member')
  @Mutation(() => PrivacySettings, {
    description: 'What the viewer lets others see (fields left out keep their value).',
  })
  updatePrivacySettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PrivacySettingsInput) input: PrivacySettingsInput,
  ) {
    return this.users.updatePrivacySettings(viewerOf(ctx), input);
  }

  @Policy('member')
  @Query(() => String, { description: 'JSON text of everything stored about the viewer (no password hash).' })
  exportMyData(@Ctx() ctx: RequestContext) {
    return this.users.exportData(viewerOf(ctx));
  }

  @Policy('member')
  @Mutation(() => ActionResult, { description: 'Switch the account off (an admin can switch it on again).' })
  async deactivateAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConfirmPasswordInput) input: ConfirmPasswordInput,
  ) {
    await this.users.deactivate(viewerOf(ctx), { ...input });
    return { ok: true, message: userMessages.deactivated };
  }

  @Policy('member')
  @Mutation(() => ActionResult, { description: 'Delete the account; phone and e-mail become free again.' })
  async deleteAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConfirmPasswordInput) input: ConfirmPasswordInput,
  ) {
    await this.users.deleteAccount(viewerOf(ctx), { ...input });
    return { ok: true, message: userMessages.deleted };
  }
}
