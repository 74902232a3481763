import { toTehranIsoDate } from '@common/date';
import { PROGRAM_STATUSES, PROGRAM_TYPES, type ProgramStatus } from '@common/enums';
import { programStatusLabels, programTypeLabels } from '@common/labels';
import { and, asc, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';
import { invalid } from '../../errors';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import { containsPattern, searchWords } from '../courses/course-search';
import {
  acceptsApplications,
  availableSlots,
  type ProgramRow,
  programColumns,
  raisedAmountText,
  targetBudgetText,
  toProgram,
} from './program-mapper';
import type { ProgramListArgs } from './programs.inputs';
import type {
  Program,
  ProgramOption,
  ProgramStatistics,
  ProgramStatusOption,
  ProgramTypeOption,
} from './programs.types';

export const PROGRAM_NOT_FOUND = 'برنامه مورد نظر یافت نشد';
const SEARCH_MAX_LENGTH = 100;
const SEARCH_TOO_LONG = 'عبارت جستجو نباید بیشتر از ۱۰۰ کاراکتر باشد';
/** Lists that the spec gives without paging answer at most this many programs. */
const UNPAGED_LIMIT = 100;

/** Statuses visitors may see: a draft or a program awaiting approval is not public. */
export const PUBLIC_PROGRAM_STATUSES: ProgramStatus[] = PROGRAM_STATUSES.filter(
  (s) => s !== 'DRAFT' && s !== 'PENDING',
);

const isPublic = inArray(programs.status, PUBLIC_PROGRAM_STATUSES);
const newestFirst = [desc(programs.createdAt), desc(programs.id)];

let today = { at: Number.NaN, date: '' };

/** Today's calendar date in Tehran, the day the program dates are compared with (worked out once a second). */
export function tehranToday(): string {
  const now = Date.now();
  if (Math.floor(now / 1000) !== Math.floor(today.at / 1000))
    today = { at: now, date: toTehranIsoDate(new Date(now)) };
  return today.date;
}

export class ProgramService {
  constructor(private readonly db: Db) {}

  /** One page of public programs, newest first, by status, type and search words. */
  async list(args: ProgramListArgs): Promise<Page<Program>> {
    const { offset, limit } = pageWindow(args);
    if ((args.search?.length ?? 0) > SEARCH_MAX_LENGTH) throw invalid({ searchTerm: SEARCH_TOO_LONG });
    const conditions: SQL[] = [isPublic];
    if (args.status) conditions.push(eq(programs.status, args.status));
    if (args.type) conditions.push(eq(programs.programType, args.type));
    for (const word of searchWords(args.search))
      conditions.push(like(programs.searchText, containsPattern(word)));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(programColumns)
        .from(programs)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(programs).where(where),
    ]);
    const today = tehranToday();
    return pageOf(
      rows.map((row) => toProgram(row, today)),
      total,
      args,
    );
  }

  /** A public program, or null (missing, draft or awaiting approval). */
  async findPublic(id: number): Promise<Program | null> {
    const row = await this.findPublicRow(id);
    return row ? toProgram(row, tehranToday()) : null;
  }

  async findPublicRow(id: number, db: Db = this.db): Promise<ProgramRow | null> {
    const [row] = await db
      .select(programColumns)
      .from(programs)
      .where(and(eq(programs.id, id), isPublic));
    return row ?? null;
  }

  /** ACTIVE programs that accept applications now (spec doc 2 §4), soonest start first. */
  async acceptingApplications(): Promise<Program[]> {
    const today = tehranToday();
    return (await this.activeRows())
      .filter((row) => acceptsApplications(row, today))
      .slice(0, UNPAGED_LIMIT)
      .map((row) => toProgram(row, today));
  }

  /** ACTIVE programs with places left (or no maximum), soonest start first. */
  async withAvailableSlots(): Promise<Program[]> {
    const today = tehranToday();
    return (await this.activeRows())
      .filter((row) => {
        const slots = availableSlots(row);
        return slots === null || slots > 0;
      })
      .slice(0, UNPAGED_LIMIT)
      .map((row) => toProgram(row, today));
  }

  types(): ProgramTypeOption[] {
    return PROGRAM_TYPES.map((value) => ({ value, label: programTypeLabels[value] }));
  }

  /** The statuses a visitor can meet (and filter by). */
  statuses(): ProgramStatusOption[] {
    return PUBLIC_PROGRAM_STATUSES.map((value) => ({ value, label: programStatusLabels[value] }));
  }

  async statistics(): Promise<ProgramStatistics> {
    const rows = await this.db
      .select({
        status: programs.status,
        programType: programs.programType,
        raisedAmount: raisedAmountText,
        targetBudget: targetBudgetText,
        maxParticipants: programs.maxParticipants,
        currentParticipants: programs.currentParticipants,
        startDate: programs.startDate,
        applicationDeadline: programs.applicationDeadline,
      })
      .from(programs)
      .where(isPublic);
    const today = tehranToday();
    const active = rows.filter((row) => row.status === 'ACTIVE');
    const typeCounts = new Map<string, number>();
    for (const row of rows) typeCounts.set(row.programType, (typeCounts.get(row.programType) ?? 0) + 1);
    return {
      totalPrograms: rows.length,
      activePrograms: active.length,
      completedPrograms: rows.filter((row) => row.status === 'COMPLETED').length,
      acceptingApplications: active.filter((row) => acceptsApplications(row, today)).length,
      totalFundingRaised: rows.reduce((sum, row) => sum + BigInt(row.raisedAmount), 0n),
      totalFundingTarget: rows.reduce((sum, row) => sum + BigInt(row.targetBudget ?? 0), 0n),
      totalActiveParticipants: active.reduce((sum, row) => sum + row.currentParticipants, 0),
      byType: PROGRAM_TYPES.map((type) => ({
        type,
        label: programTypeLabels[type],
        count: typeCounts.get(type) ?? 0,
      })),
    };
  }

  /** Every program (any status) as {id, name}, by name: the admin donation filter. */
  options(): Promise<ProgramOption[]> {
    return this.db
      .select({ id: programs.id, name: programs.name })
      .from(programs)
      .orderBy(asc(programs.name), asc(programs.id));
  }

  private activeRows(): Promise<ProgramRow[]> {
    return this.db
      .select(programColumns)
      .from(programs)
      .where(eq(programs.status, 'ACTIVE'))
      .orderBy(asc(programs.startDate), asc(programs.id));
  }
}
