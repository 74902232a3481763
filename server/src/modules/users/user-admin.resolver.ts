import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { User } from '../../graphql/user';
import { viewerOf } from '../viewer';
import { AdminUserFilterArgs, AdminUserInput, AdminUsersArgs } from './user-admin.inputs';
import { userAdminMessages } from './user-admin.messages';
import type { UserAdminService } from './user-admin.service';
import { UserPage, UserTypeCounts } from './users.types';

@Authorized('ADMIN')
@Resolver()
export class UserAdminResolver {
  constructor(private readonly admin: UserAdminService) {}

  @Query(() => UserPage, {
    description: 'Admin: users (not deleted), found by words in names, e-mail or phone, filtered by type.',
  })
  adminUsers(@Args(() => AdminUsersArgs) args: AdminUsersArgs) {
    return this.admin.list(args);
  }

  @Query(() => UserTypeCounts, { description: 'Admin: how many users of each type the search words find.' })
  adminUserCounts(@Args(() => AdminUserFilterArgs) args: AdminUserFilterArgs) {
    return this.admin.counts(args);
  }

  @Query(() => User, { description: 'Admin: one user.' })
  adminUser(@Arg('id', () => Int) id: number) {
    return this.admin.get(id);
  }

  @Mutation(() => User, { description: 'Admin: create a user of any type.' })
  createUser(@Arg('input', () => AdminUserInput) input: AdminUserInput, @Ctx() ctx: RequestContext) {
    return this.admin.create(viewerOf(ctx), { ...input });
  }

  @Mutation(() => User, {
    description: "Admin: save a user's form (no password); a type change ends their sessions.",
  })
  updateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AdminUserInput) input: AdminUserInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.admin.update(viewerOf(ctx), id, { ...input });
  }

  @Mutation(() => ActionResult, {
    description: 'Admin: delete a user (kept for the donation records, personal details removed).',
  })
  async deleteUser(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.admin.delete(viewerOf(ctx), id);
    return { ok: true, message: userAdminMessages.deleted };
  }

  @Mutation(() => User, {
    description: "Admin: switch a user's account on or off (off ends their sessions).",
  })
  toggleUserStatus(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.admin.toggleStatus(viewerOf(ctx), id);
  }

  @Mutation(() => User, { description: "Admin: mark a user's e-mail verified or pending." })
  toggleUserVerification(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.admin.toggleVerification(viewerOf(ctx), id);
  }
}
