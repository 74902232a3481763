import { ProgramStatus, ProgramType, TimelineEventStatus } from '@common/enums';
import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { type BigIntValue, GraphQLBigInt } from '../../graphql/big-int';
import '../../graphql/enums';
import { Paged } from '../../graphql/paging';

@ObjectType({ description: 'A fundraising program (spec doc 2 §3, doc 3 §3). Amounts are rial.' })
export class Program {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => ProgramType) programType!: ProgramType;
  @Field(() => ProgramStatus) status!: ProgramStatus;
  @Field(() => String, { nullable: true, description: 'Calendar date YYYY-MM-DD (Gregorian).' })
  startDate!: string | null;
  @Field(() => String, { nullable: true, description: 'Calendar date YYYY-MM-DD (Gregorian).' })
  endDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Calendar date YYYY-MM-DD; applications close after it.',
  })
  applicationDeadline!: string | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => String, { nullable: true, description: 'Free text such as «۶ ماه».' }) duration!:
    | string
    | null;
  @Field(() => GraphQLBigInt, { nullable: true, description: 'Rial; null means no financial goal.' })
  targetBudget!: BigIntValue | null;
  @Field(() => GraphQLBigInt, { description: 'Rial raised by completed donations.' })
  raisedAmount!: BigIntValue;
  @Field(() => Float, {
    description: 'raisedAmount / targetBudget × 100, one decimal, NOT capped at 100 (0 without a target).',
  })
  fundingPercentage!: number;
  @Field(() => Int, { nullable: true, description: 'Null means unlimited.' }) maxParticipants!: number | null;
  @Field(() => Int) currentParticipants!: number;
  @Field(() => Int, { nullable: true, description: 'Places left; null means unlimited.' })
  availableSlots!: number | null;
  @Field(() => Boolean, {
    description:
      'ACTIVE, today (Tehran) on or before the application deadline and before the start date, and places left.',
  })
  acceptingApplications!: boolean;
  @Field(() => String, { nullable: true, description: 'One criterion per line.' })
  eligibilityCriteria!: string | null;
  @Field(() => String, { nullable: true, description: 'One document per line.' })
  requiredDocuments!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'As stored (the REST shape): one per line, or a JSON list; benefitItems reads it.',
  })
  benefits!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Registration steps as stored (the REST shape): one per line, or a JSON list; requirementItems reads it.',
  })
  requirements!: string | null;
  @Field(() => String, {
    description: 'JSON text (the REST shape): a list of {id?, date, event, status}; timelineEvents reads it.',
  })
  timeline!: string;
  @Field(() => Int, { nullable: true }) coordinatorId!: number | null;
  @Field(() => String, { nullable: true }) coordinatorName!: string | null;
  @Field(() => String, { nullable: true }) coordinatorEmail!: string | null;
  @Field(() => String, { nullable: true }) coordinatorPhone!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType({ description: 'One event of a program timeline.' })
export class ProgramTimelineEvent {
  @Field(() => String, {
    nullable: true,
    description: "The event's id (assigned on save); null for older entries.",
  })
  id!: string | null;
  @Field(() => String) event!: string;
  @Field(() => String, { description: "As stored: usually a Gregorian 'YYYY-MM-DD'." }) date!: string;
  @Field(() => TimelineEventStatus) status!: TimelineEventStatus;
}

@ObjectType({ description: 'One page of programs.' })
export class ProgramPage extends Paged(Program) {}

@ObjectType({ description: 'A program type with its Persian label.' })
export class ProgramTypeOption {
  @Field(() => ProgramType) value!: ProgramType;
  @Field(() => String) label!: string;
}

@ObjectType({ description: 'A program status with its Persian label.' })
export class ProgramStatusOption {
  @Field(() => ProgramStatus) value!: ProgramStatus;
  @Field(() => String) label!: string;
}

@ObjectType({ description: 'How many public programs there are of one type.' })
export class ProgramTypeCount {
  @Field(() => ProgramType) type!: ProgramType;
  @Field(() => String) label!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Figures over the public programs. Amounts are rial.' })
export class ProgramStatistics {
  @Field(() => Int) totalPrograms!: number;
  @Field(() => Int) activePrograms!: number;
  @Field(() => Int) completedPrograms!: number;
  @Field(() => Int, { description: 'ACTIVE programs accepting applications now (spec doc 2 §4).' })
  acceptingApplications!: number;
  @Field(() => GraphQLBigInt) totalFundingRaised!: BigIntValue;
  @Field(() => GraphQLBigInt, { description: 'Sum of the targets that are set.' })
  totalFundingTarget!: BigIntValue;
  @Field(() => Int, { description: 'Participants of ACTIVE programs.' })
  totalActiveParticipants!: number;
  @Field(() => [ProgramTypeCount]) byType!: ProgramTypeCount[];
}

@ObjectType({ description: 'A program for a filter list.' })
export class ProgramOption {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
}
