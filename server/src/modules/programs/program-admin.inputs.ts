import { ADMIN_PROGRAMS_PAGE_SIZE } from '@common/constants';
import { ProgramStatus, ProgramType, TimelineEventStatus } from '@common/enums';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type BigIntValue, GraphQLBigInt } from '../../graphql/big-int';
import '../../graphql/enums';

@InputType({ description: 'One event of the program timeline (spec doc 3 §3).' })
export class TimelineEventInput {
  @Field(() => String, { nullable: true, description: 'Kept when given; a new event gets one on save.' })
  id?: string | null;
  @Field(() => String, { description: "Gregorian 'YYYY-MM-DD'." }) date!: string;
  @Field(() => String, { description: 'What happens (not blank).' }) event!: string;
  @Field(() => TimelineEventStatus, { nullable: true, description: 'Default pending.' })
  status?: TimelineEventStatus | null;
}

@InputType({
  description:
    'The program form (spec doc 3 §2.14–2.15). Amounts are rial. The raised amount is not here: only completed donations change it.',
})
export class ProgramInput {
  @Field(() => String, { description: 'At least 3 characters.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Optional; when given, at least 10 characters.' })
  description?: string | null;
  @Field(() => ProgramType) programType!: ProgramType;
  @Field(() => ProgramStatus, {
    nullable: true,
    description:
      'Create: DRAFT (default) or ACTIVE. Edit: DRAFT, ACTIVE, SUSPENDED, COMPLETED, CANCELLED (or the current one); absent keeps it.',
  })
  status?: ProgramStatus | null;
  @Field(() => String, { description: "Gregorian 'YYYY-MM-DD'." }) startDate!: string;
  @Field(() => String, { description: "Gregorian 'YYYY-MM-DD', after the start." }) endDate!: string;
  @Field(() => String, { nullable: true, description: "Gregorian 'YYYY-MM-DD', not after the start." })
  applicationDeadline?: string | null;
  @Field(() => GraphQLBigInt, { nullable: true, description: 'Rial; null means no financial goal.' })
  targetBudget?: BigIntValue | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'An existing user; their name fills an empty coordinator name (never their e-mail or phone: the page is public).',
  })
  coordinatorId?: number | null;
  @Field(() => String, { nullable: true }) coordinatorName?: string | null;
  @Field(() => String, { nullable: true }) coordinatorEmail?: string | null;
  @Field(() => String, { nullable: true }) coordinatorPhone?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true, description: 'Free text such as «۶ ماه».' }) duration?:
    | string
    | null;
  @Field(() => Int, { nullable: true, description: 'At least 1; null means unlimited.' })
  maxParticipants?: number | null;
  @Field(() => String, { nullable: true, description: 'One per line.' }) benefits?: string | null;
  @Field(() => String, { nullable: true, description: 'One per line.' }) eligibilityCriteria?: string | null;
  @Field(() => String, { nullable: true, description: 'One per line.' }) requiredDocuments?: string | null;
  @Field(() => String, { nullable: true, description: 'Registration steps, one per line.' })
  requirements?: string | null;
  @Field(() => [TimelineEventInput], {
    nullable: true,
    description: 'Stored sorted by date, each with an id; absent or null is an empty timeline.',
  })
  timeline?: TimelineEventInput[] | null;
}

@ArgsType()
export class AdminProgramListArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' })
  page!: number;

  @Field(() => Int, { defaultValue: ADMIN_PROGRAMS_PAGE_SIZE, description: 'At most 100.' })
  size!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Words searched in name and description (ی/ي, ک/ك, half-space and digits normalised).',
  })
  search?: string | null;

  @Field(() => ProgramType, { nullable: true })
  type?: ProgramType | null;

  @Field(() => ProgramStatus, { nullable: true, description: 'Any status; all when absent.' })
  status?: ProgramStatus | null;
}
