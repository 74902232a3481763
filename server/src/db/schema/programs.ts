import { PROGRAM_STATUSES, PROGRAM_TYPES } from '@common/enums';
import { bigint, date, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const programTypeEnum = pgEnum('program_type', PROGRAM_TYPES);
export const programStatusEnum = pgEnum('program_status', PROGRAM_STATUSES);

export interface TimelineEvent {
  id?: string;
  date: string;
  event: string;
  status: string;
}

export const programs = pgTable(
  'programs',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    programType: programTypeEnum().notNull(),
    status: programStatusEnum().notNull().default('DRAFT'),
    /** Calendar dates (Gregorian, no time of day). */
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    applicationDeadline: date({ mode: 'string' }),
    imageUrl: text(),
    location: text(),
    duration: text(),
    /** Rial; null means no financial goal. */
    targetBudget: bigint({ mode: 'number' }),
    raisedAmount: bigint({ mode: 'number' }).notNull().default(0),
    maxParticipants: integer(),
    currentParticipants: integer().notNull().default(0),
    eligibilityCriteria: text(),
    requiredDocuments: text(),
    benefits: text(),
    requirements: text(),
    timeline: jsonb().$type<TimelineEvent[]>().notNull().default([]),
    coordinatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    coordinatorName: text(),
    coordinatorEmail: text(),
    coordinatorPhone: text(),
    /** Normalised name + description for Persian-aware search (see common/text). */
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('programs_status_created_idx').on(t.status, t.createdAt),
    index('programs_type_status_idx').on(t.programType, t.status),
  ],
);
