import type { ProgramStatus } from '@common/enums';
import {
  messages as formMessages,
  PROGRAM_CREATE_STATUSES,
  PROGRAM_EDIT_STATUSES,
  type ProgramInputValues,
  programInputSchema,
} from '@common/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs, users } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { Page } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import type { SitePictures } from '../../storage/site-picture';
import type { AuditService } from '../audit/audit.service';
import { validated } from '../validated';
import type { AdminProgramListArgs, ProgramInput } from './program-admin.inputs';
import { programAdminMessages as messages } from './program-admin.messages';
import type { ProgramDeletion } from './program-admin.types';
import { programDonationCount, programSpendingCount, recountRaisedAmount } from './program-funding';
import { type ProgramRow, programColumns, toProgram } from './program-mapper';
import { calendarDay, toStoredTimeline } from './program-timeline';
import { insertPrograms, type ProgramValues, updateProgram } from './program-writer';
import { PROGRAM_NOT_FOUND, type ProgramService, tehranToday } from './programs.service';
import type { Program, ProgramOption, ProgramStatistics } from './programs.types';

const AUDITED = 'program';

/** What an admin's form may set: every column but the raised amount, the participants and the search text. */
type FormValues = Omit<
  ProgramValues,
  'id' | 'raisedAmount' | 'currentParticipants' | 'createdAt' | 'updatedAt'
>;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Admin management of programs (spec doc 3 §2.13–2.15, §7.7; doc 2 §7's participants and funding calls).
 * Every write goes through program-writer (the search text) and is audited in its transaction. The raised
 * amount is never written from a form: only the donations (and a recount of them) change it.
 */
export class ProgramAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly programs: ProgramService,
    private readonly pictures: SitePictures,
  ) {}

  /** Every status, newest first, Persian-aware search over name and description. */
  list(args: AdminProgramListArgs): Promise<Page<Program>> {
    return this.programs.list(args, 'all');
  }

  /** Counts and totals over every program, drafts included. */
  statistics(): Promise<ProgramStatistics> {
    return this.programs.statistics('all');
  }

  /** Every program as {id, name}, for filters. */
  options(): Promise<ProgramOption[]> {
    return this.programs.options();
  }

  async find(id: number): Promise<Program | null> {
    const [row] = await this.db.select(programColumns).from(programs).where(eq(programs.id, id));
    return row ? toProgram(row, tehranToday()) : null;
  }

  async create(admin: Viewer, input: ProgramInput): Promise<Program> {
    const value = this.validate(input);
    const status = value.status ?? 'DRAFT';
    if (!isOneOf(PROGRAM_CREATE_STATUSES, status))
      throw invalid({ status: formMessages.programStatusNotOnCreate });
    return this.db.transaction(async (tx) => {
      const fields = await this.formValues(tx, value, status);
      const [id] = await insertPrograms(tx, [fields]);
      const after = await this.row(tx, id);
      await this.audit.record(tx, admin, { action: 'create', objectType: AUDITED, objectId: id, after });
      return toProgram(after, tehranToday());
    });
  }

  /** Saves the form; the raised amount and the participants count are left as they are. */
  async update(admin: Viewer, id: number, input: ProgramInput): Promise<Program> {
    const value = this.validate(input);
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const status = value.status ?? before.status;
      if (status !== before.status && !isOneOf(PROGRAM_EDIT_STATUSES, status))
        throw invalid({ status: messages.statusNotOnEdit });
      if (value.maxParticipants != null && value.maxParticipants < before.currentParticipants)
        throw invalid({ maxParticipants: messages.maxBelowParticipants(before.currentParticipants) });
      await updateProgram(tx, id, await this.formValues(tx, value, status));
      const after = await this.row(tx, id);
      await this.audit.record(tx, admin, {
        action: 'update',
        objectType: AUDITED,
        objectId: id,
        before,
        after,
      });
      return toProgram(after, tehranToday());
    });
  }

  /**
   * Deletes a program nobody has given to or joined and with no spending entry. One with any donation
   * (whatever its status: the donations and their payments stay on record), participants or spending entries
   * (the public report keeps them) is CANCELLED instead, and says so.
   * The row lock is taken first, so a donation being recorded at the same time is either counted here
   * (it committed first) or refused as a donation to a missing program (it waited for the delete).
   */
  remove(admin: Viewer, id: number): Promise<ProgramDeletion> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const donations = await programDonationCount(tx, id);
      const given = donations > 0 || before.currentParticipants > 0;
      if (given || (await programSpendingCount(tx, id)) > 0) {
        if (before.status === 'CANCELLED')
          return {
            ok: true,
            cancelled: true,
            message: given ? messages.alreadyCancelled : messages.alreadyCancelledWithSpending,
          };
        await updateProgram(tx, id, { status: 'CANCELLED' });
        const after = await this.row(tx, id);
        await this.audit.record(tx, admin, {
          action: 'cancel',
          objectType: AUDITED,
          objectId: id,
          before,
          after,
        });
        return {
          ok: true,
          cancelled: true,
          message: given ? messages.cancelledInsteadOfDeleted : messages.cancelledForSpending,
        };
      }
      await tx.delete(programs).where(eq(programs.id, id));
      await this.audit.record(tx, admin, { action: 'delete', objectType: AUDITED, objectId: id, before });
      return { ok: true, cancelled: false, message: messages.deleted };
    });
  }

  /** Sets how many take part: a whole number from 0 up to the maximum (when there is one). */
  setParticipants(admin: Viewer, id: number, currentParticipants: number): Promise<Program> {
    if (!Number.isInteger(currentParticipants) || currentParticipants < 0)
      throw invalid({ currentParticipants: messages.participantsNegative });
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.maxParticipants != null && currentParticipants > before.maxParticipants)
        throw invalid({ currentParticipants: messages.participantsOverMax(before.maxParticipants) });
      await updateProgram(tx, id, { currentParticipants });
      const after = await this.row(tx, id);
      await this.audit.record(tx, admin, {
        action: 'participants',
        objectType: AUDITED,
        objectId: id,
        before,
        after,
      });
      return toProgram(after, tehranToday());
    });
  }

  /** Recounts the raised amount from the completed donations (see program-funding.ts), audited when it moved. */
  recomputeFunding(admin: Viewer, id: number): Promise<Program> {
    return this.db.transaction(async (tx) => {
      const funding = await recountRaisedAmount(tx, id);
      if (!funding) throw notFound(PROGRAM_NOT_FOUND);
      await this.audit.record(tx, admin, {
        action: 'funding',
        objectType: AUDITED,
        objectId: id,
        before: { raisedAmount: funding.before },
        after: { raisedAmount: funding.after },
      });
      return toProgram(await this.row(tx, id), tehranToday());
    });
  }

  private validate(input: ProgramInput): ProgramInputValues {
    const { targetBudget, ...rest } = input;
    // A BigInt beyond any budget reads as a number above the rule's limit (or Infinity), which it refuses.
    return validated(programInputSchema, {
      ...rest,
      ...(targetBudget != null && { targetBudget: Number(targetBudget) }),
      ...(targetBudget === null && { targetBudget: null }),
    });
  }

  /**
   * The columns the form sets, the coordinator's name filled from their account when left empty. Their e-mail
   * and phone never are: the program page is public, so it shows only the contacts typed for the program.
   */
  private async formValues(tx: Db, value: ProgramInputValues, status: ProgramStatus): Promise<FormValues> {
    await this.pictures.assertShown('imageUrl', value.imageUrl, tx);
    const coordinatorName =
      value.coordinatorId == null ? null : await this.coordinatorName(tx, value.coordinatorId);
    return {
      name: value.name,
      description: value.description ?? '',
      programType: value.programType,
      status,
      startDate: calendarDay(value.startDate),
      endDate: calendarDay(value.endDate),
      applicationDeadline: value.applicationDeadline ? calendarDay(value.applicationDeadline) : null,
      imageUrl: value.imageUrl ?? null,
      location: value.location ?? null,
      duration: value.duration ?? null,
      targetBudget: value.targetBudget ?? null,
      maxParticipants: value.maxParticipants ?? null,
      eligibilityCriteria: value.eligibilityCriteria ?? null,
      requiredDocuments: value.requiredDocuments ?? null,
      benefits: value.benefits ?? null,
      requirements: value.requirements ?? null,
      timeline: toStoredTimeline(value.timeline ?? []),
      coordinatorId: value.coordinatorId ?? null,
      coordinatorName: value.coordinatorName ?? coordinatorName,
      coordinatorEmail: value.coordinatorEmail ?? null,
      coordinatorPhone: value.coordinatorPhone ?? null,
    };
  }

  private async coordinatorName(tx: Db, userId: number): Promise<string | null> {
    const [user] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw invalid({ coordinatorId: messages.coordinatorNotFound });
    return `${user.firstName} ${user.lastName}`.trim() || null;
  }

  private async locked(tx: Db, id: number): Promise<ProgramRow> {
    const [row] = await tx.select(programColumns).from(programs).where(eq(programs.id, id)).for('update');
    if (!row) throw notFound(PROGRAM_NOT_FOUND);
    return row;
  }

  private async row(tx: Db, id: number): Promise<ProgramRow> {
    const [row] = await tx.select(programColumns).from(programs).where(eq(programs.id, id));
    return row;
  }
}
