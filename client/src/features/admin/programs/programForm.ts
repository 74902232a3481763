import { toPersianDigits } from '@common/digits';
import type { ProgramStatus, ProgramType } from '@common/enums';
import { RIALS_PER_TOMAN, rialToToman } from '@common/money';
import { messages } from '@common/validation/messages';
import { optionalNumber } from '@common/validation/numbers';
import {
  isDeadlineByEnd,
  isEndAfterStart,
  programBudgetTomanRule,
  programInputSchema,
} from '@common/validation/program';
import * as v from 'valibot';
import type { AdminProgramFieldsFragment, ProgramInput } from '../../../gql/graphql';
import { orNull } from '../../../lib/orNull';
import { fromGraphQLStatus, sortTimeline, type TimelineEntry, toGraphQLStatus } from './timeline';

/** What the program form holds: texts as typed, the budget in toman, the timeline as the editor keeps it. */
export interface ProgramFormValues {
  name: string;
  description: string;
  programType: ProgramType | '';
  status: ProgramStatus;
  startDate: string;
  endDate: string;
  applicationDeadline: string;
  location: string;
  duration: string;
  maxParticipants: string;
  /** Spec doc 3 §2.14: ticked, the budget is cleared and disabled and null is sent. */
  noFinancialGoal: boolean;
  /** Toman, as typed. */
  targetBudget: string;
  imageUrl: string;
  coordinatorName: string;
  coordinatorEmail: string;
  coordinatorPhone: string;
  benefits: string;
  eligibilityCriteria: string;
  requiredDocuments: string;
  requirements: string;
  timeline: TimelineEntry[];
}

export const BUDGET_FORMAT_MESSAGE = 'بودجه‌ی هدف باید به تومان و حداکثر با یک رقم اعشار باشد';

/** True for a toman amount that is a whole number of rial (at most one decimal). */
const wholeRial = (toman: number | null | undefined) =>
  toman == null || Math.abs(toman * RIALS_PER_TOMAN - Math.round(toman * RIALS_PER_TOMAN)) < 1e-6;

/**
 * The form's check: the server's own ProgramInput fields and date rules (common/validation/program) over the
 * typed values, the no-financial-goal box, and the toman budget being a whole number of rial.
 */
export const programFormSchema = v.pipe(
  v.object({
    ...programInputSchema.pipe[0].entries,
    targetBudget: optionalNumber(programBudgetTomanRule),
    noFinancialGoal: v.optional(v.boolean(), false),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], isEndAfterStart, messages.programEndAfterStart), [
    'endDate',
  ]),
  v.forward(
    v.partialCheck([['endDate'], ['applicationDeadline']], isDeadlineByEnd, messages.programDeadlineAfterEnd),
    ['applicationDeadline'],
  ),
  v.forward(
    v.partialCheck([['targetBudget']], (values) => wholeRial(values.targetBudget), BUDGET_FORMAT_MESSAGE),
    ['targetBudget'],
  ),
);
export type ProgramFormOutput = v.InferOutput<typeof programFormSchema>;

/** The starting values of a new program: DRAFT, pending events, no goal unticked. */
export const EMPTY_PROGRAM: ProgramFormValues = {
  name: '',
  description: '',
  programType: '',
  status: 'DRAFT',
  startDate: '',
  endDate: '',
  applicationDeadline: '',
  location: '',
  duration: '',
  maxParticipants: '',
  noFinancialGoal: false,
  targetBudget: '',
  imageUrl: '',
  coordinatorName: '',
  coordinatorEmail: '',
  coordinatorPhone: '',
  benefits: '',
  eligibilityCriteria: '',
  requiredDocuments: '',
  requirements: '',
  timeline: [],
};

/** A loaded program as the form's values: rial → toman, GraphQL's event statuses → the form's. */
export function toFormValues(program: AdminProgramFieldsFragment): ProgramFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: program.name,
    description: program.description,
    programType: program.programType,
    status: program.status,
    startDate: text(program.startDate),
    endDate: text(program.endDate),
    applicationDeadline: text(program.applicationDeadline),
    location: text(program.location),
    duration: text(program.duration),
    maxParticipants: program.maxParticipants === null ? '' : toPersianDigits(program.maxParticipants),
    noFinancialGoal: program.targetBudget === null,
    targetBudget:
      program.targetBudget === null ? '' : toPersianDigits(rialToToman(Number(program.targetBudget))),
    imageUrl: text(program.imageUrl),
    coordinatorName: text(program.coordinatorName),
    coordinatorEmail: text(program.coordinatorEmail),
    coordinatorPhone: text(program.coordinatorPhone),
    // The stored text may be a JSON list (older rows, the REST door): the server's reading of it, a line each.
    benefits: program.benefitItems.join('\n'),
    eligibilityCriteria: text(program.eligibilityCriteria),
    requiredDocuments: text(program.requiredDocuments),
    requirements: program.requirementItems.join('\n'),
    timeline: program.timelineEvents.map((event) => ({
      ...(event.id ? { id: event.id } : {}),
      date: event.date,
      event: event.event,
      status: fromGraphQLStatus(event.status),
    })),
  };
}

/** The fields sent as typed, or null when left blank. */
const OPTIONAL_INPUT_FIELDS = [
  'description',
  'status',
  'applicationDeadline',
  'location',
  'duration',
  'maxParticipants',
  'imageUrl',
  'coordinatorName',
  'coordinatorEmail',
  'coordinatorPhone',
  'benefits',
  'eligibilityCriteria',
  'requiredDocuments',
  'requirements',
] as const;

/**
 * The checked values as the server's ProgramInput: the toman budget × 10 in rial (null with no financial
 * goal), the timeline sorted by date with GraphQL's status names. `coordinatorId` is the loaded program's
 * (the form edits the coordinator's name and contacts, not the link to a user account).
 */
export function toProgramInput(values: ProgramFormOutput, coordinatorId: number | null = null): ProgramInput {
  const budget = values.noFinancialGoal ? null : (values.targetBudget ?? null);
  return {
    name: values.name,
    programType: values.programType,
    startDate: values.startDate,
    endDate: values.endDate,
    targetBudget: budget === null ? null : Math.round(budget * RIALS_PER_TOMAN),
    coordinatorId,
    ...orNull(values, OPTIONAL_INPUT_FIELDS),
    timeline: sortTimeline(
      (values.timeline ?? []).map((event) => ({ ...event, id: event.id?.toString() })),
    ).map((event) => ({
      ...(event.id ? { id: event.id } : {}),
      date: event.date,
      event: event.event.trim(),
      status: toGraphQLStatus(event.status),
    })),
  };
}
