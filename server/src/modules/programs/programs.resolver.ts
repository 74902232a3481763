import { parseTextList, parseTimeline } from '@common/program-text';
import { textLines } from '@common/text-lines';
import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { ProgramListArgs } from './programs.inputs';
import type { ProgramService } from './programs.service';
import {
  Program,
  ProgramPage,
  ProgramStatistics,
  ProgramStatusOption,
  ProgramTimelineEvent,
  ProgramTypeOption,
} from './programs.types';

@Resolver(() => Program)
export class ProgramResolver {
  constructor(private readonly programs: ProgramService) {}

  @Policy('public')
  @Query(() => ProgramPage, {
    description: 'Public programs, newest first, optionally by status, type and search words.',
  })
  publicPrograms(@Args(() => ProgramListArgs) args: ProgramListArgs) {
    return this.programs.list(args);
  }

  @Policy('public')
  @Query(() => Program, { nullable: true, description: 'A public program; null when missing or not public.' })
  publicProgram(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.programs.findPublic(id, (key) => ctx.loaders.publicProgramById.load(key));
  }

  @Policy('public')
  @Query(() => [Program], { description: 'ACTIVE programs accepting applications now (spec doc 2 §4).' })
  programsAcceptingApplications() {
    return this.programs.acceptingApplications();
  }

  @Policy('public')
  @Query(() => [Program], { description: 'ACTIVE programs with places left (or no maximum).' })
  programsWithAvailableSlots() {
    return this.programs.withAvailableSlots();
  }

  @Policy('public')
  @Query(() => [ProgramTypeOption], { description: 'Program types with Persian labels.' })
  programTypes() {
    return this.programs.types();
  }

  @Policy('public')
  @Query(() => [ProgramStatusOption], { description: 'The statuses public programs can have.' })
  programStatuses() {
    return this.programs.statuses();
  }

  @Policy('public')
  @Query(() => ProgramStatistics, { description: 'Counts and rial totals over the public programs.' })
  programStatistics() {
    return this.programs.statistics();
  }

  @FieldResolver(() => [String], { description: 'The benefits as a list (read from the stored text).' })
  benefitItems(@Root() program: Program): string[] {
    return parseTextList(program.benefits);
  }

  @FieldResolver(() => [String], {
    description: 'The registration steps as a list (read from the stored text).',
  })
  requirementItems(@Root() program: Program): string[] {
    return parseTextList(program.requirements);
  }

  @FieldResolver(() => [String], {
    description: 'The eligibility criteria as a list (one a line as stored).',
  })
  eligibilityItems(@Root() program: Program): string[] {
    return textLines(program.eligibilityCriteria);
  }

  @FieldResolver(() => [String], { description: 'The required documents as a list (one a line as stored).' })
  requiredDocumentItems(@Root() program: Program): string[] {
    return textLines(program.requiredDocuments);
  }

  @FieldResolver(() => [ProgramTimelineEvent], { description: 'The timeline, in stored order.' })
  timelineEvents(@Root() program: Program): ProgramTimelineEvent[] {
    return parseTimeline(program.timeline);
  }
}
