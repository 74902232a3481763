import { PROGRAM_STATUSES, type ProgramStatus } from '@common/enums';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { programs } from '../../db/schema';
import type { BigIntValue } from '../../graphql/big-int';
import type { Program } from './programs.types';

const {
  searchText: _searchOnly,
  timeline,
  raisedAmount,
  targetBudget,
  ...plainColumns
} = getTableColumns(programs);

/** Statuses visitors may see: a draft or a program awaiting approval is not public. */
export const PUBLIC_PROGRAM_STATUSES: ProgramStatus[] = PROGRAM_STATUSES.filter(
  (s) => s !== 'DRAFT' && s !== 'PENDING',
);

export const isPublicProgram = inArray(programs.status, PUBLIC_PROGRAM_STATUSES);

/** Money of a program as PostgreSQL's exact decimal text: a sum may pass 2^53 (see graphql/big-int.ts). */
export const raisedAmountText = sql<string>`${raisedAmount}::text`.mapWith(String);
export const targetBudgetText = sql<string | null>`${targetBudget}::text`;

/**
 * What a program answer reads: every column but the search text, the timeline as the JSON text the answer
 * carries (PostgreSQL writes it, so it is not parsed and written again for every row), and the amounts as
 * exact decimal text.
 */
export const programColumns = {
  ...plainColumns,
  raisedAmount: raisedAmountText,
  targetBudget: targetBudgetText,
  timeline: sql<string>`${timeline}::text`.mapWith(String),
};

export type ProgramRow = Omit<
  typeof programs.$inferSelect,
  'searchText' | 'timeline' | 'raisedAmount' | 'targetBudget'
> & { timeline: string; raisedAmount: string; targetBudget: string | null };

/** raised / target × 100 with one decimal, not capped (a program can raise more than its goal). */
export function fundingPercentage(raised: BigIntValue, target: BigIntValue | null): number {
  const goal = Number(target ?? 0);
  if (!goal || goal <= 0) return 0;
  return Math.round((Number(raised) / goal) * 1000) / 10;
}

/** Places left; null when the program has no maximum. */
export function availableSlots(
  row: Pick<ProgramRow, 'maxParticipants' | 'currentParticipants'>,
): number | null {
  return row.maxParticipants == null ? null : Math.max(row.maxParticipants - row.currentParticipants, 0);
}

/**
 * Spec doc 2 §4: ACTIVE, the current time before the application deadline and the start date, and fewer
 * participants than the maximum. Dates are calendar days in Tehran: the deadline day itself still accepts,
 * the start day does not. A missing date or maximum does not restrict.
 */
export function acceptsApplications(
  row: Pick<
    ProgramRow,
    'status' | 'applicationDeadline' | 'startDate' | 'maxParticipants' | 'currentParticipants'
  >,
  today: string,
): boolean {
  if (row.status !== 'ACTIVE') return false;
  if (row.applicationDeadline && today > row.applicationDeadline) return false;
  if (row.startDate && today >= row.startDate) return false;
  const slots = availableSlots(row);
  return slots === null || slots > 0;
}

export function toProgram(row: ProgramRow, today: string): Program {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    programType: row.programType,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    applicationDeadline: row.applicationDeadline,
    imageUrl: row.imageUrl,
    location: row.location,
    duration: row.duration,
    targetBudget: row.targetBudget,
    raisedAmount: row.raisedAmount,
    fundingPercentage: fundingPercentage(row.raisedAmount, row.targetBudget),
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    availableSlots: availableSlots(row),
    acceptingApplications: acceptsApplications(row, today),
    eligibilityCriteria: row.eligibilityCriteria,
    requiredDocuments: row.requiredDocuments,
    benefits: row.benefits,
    requirements: row.requirements,
    timeline: row.timeline,
    coordinatorId: row.coordinatorId,
    coordinatorName: row.coordinatorName,
    coordinatorEmail: row.coordinatorEmail,
    coordinatorPhone: row.coordinatorPhone,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
