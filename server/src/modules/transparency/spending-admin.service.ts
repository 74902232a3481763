import { tomanToRial } from '@common/money';
import { spendingSchema } from '@common/validation';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programSpendings, programs } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import { isStoredImage } from '../../storage/stored-image';
import type { AuditService } from '../audit/audit.service';
import { calendarDay } from '../programs/program-timeline';
import { PROGRAM_NOT_FOUND } from '../programs/programs.service';
import { validated } from '../validated';
import type { ProgramSpendingInput } from './spending.types';
import { spendingAdminMessages as messages } from './transparency.messages';

export type SpendingRow = typeof programSpendings.$inferSelect;

const AUDITED = 'program_spending';

/** The newest spending first (by date, then the later entry). */
export const newestSpendingFirst = [desc(programSpendings.spentOn), desc(programSpendings.id)] as const;

/**
 * Admin management of a program's spending entries (issue 15, transparency). Each entry belongs to the program
 * named in the call: an entry id of another program is 'not found'. Every write is audited in its
 * transaction, under a lock on the program row (so a program being deleted meanwhile is either seen with its
 * entries, and cancelled, or gone).
 */
export class SpendingAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(programId: number): Promise<SpendingRow[]> {
    const [program] = await this.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.id, programId));
    if (!program) throw notFound(PROGRAM_NOT_FOUND);
    return this.db
      .select()
      .from(programSpendings)
      .where(eq(programSpendings.programId, programId))
      .orderBy(...newestSpendingFirst);
  }

  async create(admin: Viewer, programId: number, input: ProgramSpendingInput): Promise<SpendingRow> {
    const values = await this.validate(input);
    return this.db.transaction(async (tx) => {
      await this.lockProgram(tx, programId);
      const [row] = await tx
        .insert(programSpendings)
        .values({ ...values, programId, createdById: admin.userId })
        .returning();
      await this.audit.record(tx, admin, {
        action: 'create',
        objectType: AUDITED,
        objectId: row.id,
        after: row,
      });
      return row;
    });
  }

  async update(
    admin: Viewer,
    programId: number,
    id: number,
    input: ProgramSpendingInput,
  ): Promise<SpendingRow> {
    const values = await this.validate(input);
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, programId, id);
      const [after] = await tx
        .update(programSpendings)
        .set(values)
        .where(eq(programSpendings.id, id))
        .returning();
      await this.audit.record(tx, admin, {
        action: 'update',
        objectType: AUDITED,
        objectId: id,
        before,
        after,
      });
      return after;
    });
  }

  async remove(admin: Viewer, programId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, programId, id);
      await tx.delete(programSpendings).where(eq(programSpendings.id, id));
      await this.audit.record(tx, admin, { action: 'delete', objectType: AUDITED, objectId: id, before });
    });
  }

  private async lockProgram(tx: Db, programId: number): Promise<void> {
    const [program] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.id, programId))
      .for('update');
    if (!program) throw notFound(PROGRAM_NOT_FOUND);
  }

  /** The entry of that program, locked with its program; 'not found' for another program's entry. */
  private async locked(tx: Db, programId: number, id: number): Promise<SpendingRow> {
    await this.lockProgram(tx, programId);
    const [row] = await tx
      .select()
      .from(programSpendings)
      .where(and(eq(programSpendings.id, id), eq(programSpendings.programId, programId)))
      .for('update');
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  /** The shared form rules; then a receipt picture must be an image the upload module stored. */
  private async validate(input: ProgramSpendingInput) {
    const { amountToman, ...rest } = input;
    const value = validated(spendingSchema, { ...rest, amount: amountToman });
    if (value.receiptImageUrl && !(await isStoredImage(this.db, value.receiptImageUrl)))
      throw invalid({ receiptImageUrl: messages.receiptNotStored });
    return {
      spentOn: calendarDay(value.spentOn),
      amount: tomanToRial(value.amount),
      description: value.description,
      receiptImageUrl: value.receiptImageUrl ?? null,
    };
  }
}
