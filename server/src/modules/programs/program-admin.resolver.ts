import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import { AdminProgramListArgs, ProgramInput } from './program-admin.inputs';
import type { ProgramAdminService } from './program-admin.service';
import { ProgramDeletion } from './program-admin.types';
import { Program, ProgramOption, ProgramPage, ProgramStatistics } from './programs.types';

@Authorized('ADMIN')
@Resolver(() => Program)
export class ProgramAdminResolver {
  constructor(private readonly programs: ProgramAdminService) {}

  @Query(() => ProgramPage, {
    description: 'Admin: programs of every status, newest first, by search words, type and status.',
  })
  adminPrograms(@Args(() => AdminProgramListArgs) args: AdminProgramListArgs) {
    return this.programs.list(args);
  }

  @Query(() => ProgramStatistics, { description: 'Admin: counts and rial totals over every program.' })
  adminProgramStatistics() {
    return this.programs.statistics();
  }

  @Query(() => [ProgramOption], { description: 'Admin: every program as {id, name}, for filters.' })
  adminProgramOptions() {
    return this.programs.options();
  }

  @Query(() => Program, { nullable: true, description: 'Admin: a program of any status; null when missing.' })
  adminProgram(@Arg('id', () => Int) id: number) {
    return this.programs.find(id);
  }

  @Mutation(() => Program, { description: 'Admin: add a program (DRAFT or ACTIVE).' })
  createProgram(@Arg('input', () => ProgramInput) input: ProgramInput, @Ctx() ctx: RequestContext) {
    return this.programs.create(viewerOf(ctx), input);
  }

  @Mutation(() => Program, {
    description: 'Admin: save a program; the raised amount and the participants are not changed.',
  })
  updateProgram(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProgramInput) input: ProgramInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.programs.update(viewerOf(ctx), id, input);
  }

  @Mutation(() => ProgramDeletion, {
    description: 'Admin: delete a program; one with donations or participants is cancelled instead.',
  })
  deleteProgram(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.programs.remove(viewerOf(ctx), id);
  }

  @Mutation(() => Program, {
    description: 'Admin: set how many take part (0 up to the maximum when there is one).',
  })
  updateProgramParticipants(
    @Arg('id', () => Int) id: number,
    @Arg('currentParticipants', () => Int) currentParticipants: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.programs.setParticipants(viewerOf(ctx), id, currentParticipants);
  }

  @Mutation(() => Program, {
    description:
      'Admin: recount the raised amount as the sum of the completed donations (never set by hand).',
  })
  recomputeProgramFunding(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.programs.recomputeFunding(viewerOf(ctx), id);
  }
}
