import { toTehranIsoDate } from '@common/date';
import { PROGRAM_TYPES } from '@common/enums';
import { programStatusLabels, programTypeLabels } from '@common/labels';
import { and, asc, count, desc, eq, gt, gte, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';
import { invalid } from '../../errors';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import { containsPattern, searchWords } from '../courses/course-search';
import {
  isPublicProgram,
  type ProgramRow,
  PUBLIC_PROGRAM_STATUSES,
  programColumns,
  toProgram,
} from './program-mapper';
import type { ProgramListArgs } from './programs.inputs';
import type { PublicProgramLookup } from './programs.loaders';
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
const STATUS_NOT_PUBLIC = 'وضعیت انتخاب‌شده نامعتبر است';
/** Lists that the spec gives without paging answer at most this many programs. */
const UNPAGED_LIMIT = 100;

export { PUBLIC_PROGRAM_STATUSES };

const isPublic = isPublicProgram;
const newestFirst = [desc(programs.createdAt), desc(programs.id)];

/** No maximum, or fewer participants than it (see availableSlots in program-mapper.ts). */
const hasPlacesLeft = or(
  isNull(programs.maxParticipants),
  gt(programs.maxParticipants, programs.currentParticipants),
);

/**
 * acceptsApplications (program-mapper.ts) in SQL, for `today` in Tehran: ACTIVE, the deadline not passed
 * (its own day still accepts), not started yet (the start day does not), places left.
 */
function acceptingOn(today: string): SQL | undefined {
  return and(
    eq(programs.status, 'ACTIVE'),
    or(isNull(programs.applicationDeadline), gte(programs.applicationDeadline, today)),
    or(isNull(programs.startDate), gt(programs.startDate, today)),
    hasPlacesLeft,
  );
}

const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;

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

  /**
   * One page of programs, newest first, by status, type and search words: the public ones, or (admin, scope
   * 'all') every program, drafts included.
   */
  async list(
    args: Pick<ProgramListArgs, 'page' | 'size' | 'status' | 'type' | 'search'>,
    scope: 'public' | 'all' = 'public',
  ): Promise<Page<Program>> {
    const { offset, limit } = pageWindow(args);
    const searchField = scope === 'public' ? 'searchTerm' : 'search';
    if ((args.search?.length ?? 0) > SEARCH_MAX_LENGTH) throw invalid({ [searchField]: SEARCH_TOO_LONG });
    if (scope === 'public' && args.status && !PUBLIC_PROGRAM_STATUSES.includes(args.status))
      throw invalid({ status: STATUS_NOT_PUBLIC });
    const conditions: SQL[] = scope === 'public' ? [isPublic] : [];
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
  async findPublic(
    id: number,
    lookup: PublicProgramLookup = (key) => this.findPublicRow(key),
  ): Promise<Program | null> {
    const row = await lookup(id);
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
    return (await this.activeRows(acceptingOn(today))).map((row) => toProgram(row, today));
  }

  /** ACTIVE programs with places left (or no maximum), soonest start first. */
  async withAvailableSlots(): Promise<Program[]> {
    const today = tehranToday();
    return (await this.activeRows(hasPlacesLeft)).map((row) => toProgram(row, today));
  }

  types(): ProgramTypeOption[] {
    return PROGRAM_TYPES.map((value) => ({ value, label: programTypeLabels[value] }));
  }

  /** The statuses a visitor can meet (and filter by). */
  statuses(): ProgramStatusOption[] {
    return PUBLIC_PROGRAM_STATUSES.map((value) => ({ value, label: programStatusLabels[value] }));
  }

  /** Counts and sums over the public programs, worked out by PostgreSQL (two statements at any size). */
  /** Counts and totals over the public programs, or (admin) over every program, drafts included. */
  async statistics(scope: 'public' | 'all' = 'public'): Promise<ProgramStatistics> {
    const where = scope === 'public' ? isPublic : undefined;
    const today = tehranToday();
    const isActive = eq(programs.status, 'ACTIVE');
    const [[totals], types] = await Promise.all([
      this.db
        .select({
          totalPrograms: count(),
          activePrograms: countWhere(isActive),
          completedPrograms: countWhere(eq(programs.status, 'COMPLETED')),
          acceptingApplications: countWhere(acceptingOn(today)),
          totalFundingRaised: sql<string>`coalesce(sum(${programs.raisedAmount}), 0)::text`,
          totalFundingTarget: sql<string>`coalesce(sum(${programs.targetBudget}), 0)::text`,
          totalActiveParticipants: sql<number>`coalesce(sum(${programs.currentParticipants}) filter (where ${isActive}), 0)::int`,
        })
        .from(programs)
        .where(where),
      this.db
        .select({ type: programs.programType, count: count() })
        .from(programs)
        .where(where)
        .groupBy(programs.programType),
    ]);
    const typeCounts = new Map(types.map((row) => [row.type, row.count]));
    return {
      totalPrograms: totals.totalPrograms,
      activePrograms: totals.activePrograms,
      completedPrograms: totals.completedPrograms,
      acceptingApplications: totals.acceptingApplications,
      totalFundingRaised: BigInt(totals.totalFundingRaised),
      totalFundingTarget: BigInt(totals.totalFundingTarget),
      totalActiveParticipants: totals.totalActiveParticipants,
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

  /** ACTIVE programs meeting `condition`, soonest start first, at most UNPAGED_LIMIT. */
  private activeRows(condition: SQL | undefined): Promise<ProgramRow[]> {
    return this.db
      .select(programColumns)
      .from(programs)
      .where(and(eq(programs.status, 'ACTIVE'), condition))
      .orderBy(asc(programs.startDate), asc(programs.id))
      .limit(UNPAGED_LIMIT);
  }
}
