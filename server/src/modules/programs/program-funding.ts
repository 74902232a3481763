// A program's raised amount is the sum of its COMPLETED donations. Completing a donation adds its amount in
// the completion's transaction (donations/donation-completion.ts: one UPDATE … raised_amount + amount, which
// locks the program row); nothing else writes it, except this recount, which takes the same row lock first.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, programSpendings, programs } from '../../db/schema';

const completedSum = (programId: number) =>
  sql`(select coalesce(sum(${donations.amount}), 0) from ${donations} where ${and(
    eq(donations.programId, programId),
    eq(donations.status, 'COMPLETED'),
  )})`;

/**
 * Sets the raised amount to the sum of the completed donations; answers it before and after (decimal text),
 * or null when there is no such program.
 *
 * The row is locked before the sum is read, and the sum is read by a later statement: a completion that
 * got the lock first has committed by then and is in the sum (under READ COMMITTED each statement sees what
 * committed before it began); one that comes after waits for this transaction and then adds its amount to
 * the recounted value. Either way no completed donation is lost or counted twice.
 */
export async function recountRaisedAmount(
  tx: Db,
  programId: number,
): Promise<{ before: string; after: string } | null> {
  const [locked] = await tx
    .select({ raisedAmount: sql<string>`${programs.raisedAmount}::text` })
    .from(programs)
    .where(eq(programs.id, programId))
    .for('update');
  if (!locked) return null;
  const [updated] = await tx
    .update(programs)
    .set({ raisedAmount: sql`${completedSum(programId)}` })
    .where(eq(programs.id, programId))
    .returning({ raisedAmount: sql<string>`${programs.raisedAmount}::text` });
  return { before: locked.raisedAmount, after: updated.raisedAmount };
}

/** How many donations (any status) a program has: any of them keeps the program from being deleted. */
export async function programDonationCount(tx: Db, programId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(donations).where(eq(donations.programId, programId));
  return n;
}

/** How many spending entries a program has: like a donation, any of them keeps it from being deleted. */
export async function programSpendingCount(tx: Db, programId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(programSpendings)
    .where(eq(programSpendings.programId, programId));
  return n;
}
