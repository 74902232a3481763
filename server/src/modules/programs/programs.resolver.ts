import { Arg, Args, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ProgramListArgs } from './programs.inputs';
import type { ProgramService } from './programs.service';
import {
  Program,
  ProgramOption,
  ProgramPage,
  ProgramStatistics,
  ProgramStatusOption,
  ProgramTypeOption,
} from './programs.types';

@Resolver(() => Program)
export class ProgramResolver {
  constructor(private readonly programs: ProgramService) {}

  @Query(() => ProgramPage, {
    description: 'Public programs, newest first, optionally by status, type and search words.',
  })
  publicPrograms(@Args(() => ProgramListArgs) args: ProgramListArgs) {
    return this.programs.list(args);
  }

  @Query(() => Program, { nullable: true, description: 'A public program; null when missing or not public.' })
  publicProgram(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.programs.findPublic(id, (key) => ctx.loaders.publicProgramById.load(key));
  }

  @Query(() => [Program], { description: 'ACTIVE programs accepting applications now (spec doc 2 §4).' })
  programsAcceptingApplications() {
    return this.programs.acceptingApplications();
  }

  @Query(() => [Program], { description: 'ACTIVE programs with places left (or no maximum).' })
  programsWithAvailableSlots() {
    return this.programs.withAvailableSlots();
  }

  @Query(() => [ProgramTypeOption], { description: 'Program types with Persian labels.' })
  programTypes() {
    return this.programs.types();
  }

  @Query(() => [ProgramStatusOption], { description: 'The statuses public programs can have.' })
  programStatuses() {
    return this.programs.statuses();
  }

  @Query(() => ProgramStatistics, { description: 'Counts and rial totals over the public programs.' })
  programStatistics() {
    return this.programs.statistics();
  }

  @Authorized('ADMIN')
  @Query(() => [ProgramOption], { description: 'Admin: every program as {id, name}, for filters.' })
  adminProgramOptions() {
    return this.programs.options();
  }
}
