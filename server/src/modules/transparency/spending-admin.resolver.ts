import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import { ProgramSpending, ProgramSpendingInput } from './spending.types';
import type { SpendingAdminService } from './spending-admin.service';
import { spendingAdminMessages } from './transparency.messages';

@Authorized('ADMIN')
@Resolver(() => ProgramSpending)
export class SpendingAdminResolver {
  constructor(private readonly spendings: SpendingAdminService) {}

  @Query(() => [ProgramSpending], {
    description: "Admin: a program's spending entries, newest date first.",
  })
  adminProgramSpendings(@Arg('programId', () => Int) programId: number) {
    return this.spendings.list(programId);
  }

  @Mutation(() => ProgramSpending, { description: 'Admin: record money a program spent.' })
  createProgramSpending(
    @Arg('programId', () => Int) programId: number,
    @Arg('input', () => ProgramSpendingInput) input: ProgramSpendingInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.spendings.create(viewerOf(ctx), programId, input);
  }

  @Mutation(() => ProgramSpending, {
    description: "Admin: edit a program's spending entry (the whole form).",
  })
  updateProgramSpending(
    @Arg('programId', () => Int) programId: number,
    @Arg('spendingId', () => Int) spendingId: number,
    @Arg('input', () => ProgramSpendingInput) input: ProgramSpendingInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.spendings.update(viewerOf(ctx), programId, spendingId, input);
  }

  @Mutation(() => ActionResult, { description: "Admin: delete a program's spending entry." })
  async deleteProgramSpending(
    @Arg('programId', () => Int) programId: number,
    @Arg('spendingId', () => Int) spendingId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ActionResult> {
    await this.spendings.remove(viewerOf(ctx), programId, spendingId);
    return { ok: true, message: spendingAdminMessages.deleted };
  }
}
