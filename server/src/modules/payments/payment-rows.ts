// The `payments` row's side of a settlement, shared by every completion path (donations, enrolments): the
// attempt is marked once, inside the caller's transaction.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

/** What a verified gateway payment proves: the money was taken. */
export interface GatewayProof {
  kind: 'GATEWAY';
  paymentId: number;
  refId: string;
  cardPan: string | null;
  cardHash: string | null;
  fee: number | null;
}

/**
 * Records the gateway's verification on its attempt (once): COMPLETED when it paid its subject (`paidSubject`),
 * otherwise REFUND_NEEDED — the money was taken for a subject that another attempt or an admin had already
 * settled (a race the pre-verify check could not see), so an admin must return it.
 */
export async function markAttemptPaid(tx: Db, proof: GatewayProof, paidSubject = true): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: paidSubject ? 'COMPLETED' : 'REFUND_NEEDED',
      refId: proof.refId,
      cardPan: proof.cardPan,
      cardHash: proof.cardHash,
      fee: proof.fee,
      verifiedAt: sql`now()`,
    })
    .where(and(eq(payments.id, proof.paymentId), ne(payments.status, 'COMPLETED')));
}

/** A PENDING attempt the gateway definitely refused. */
export async function markAttemptFailed(tx: Db, paymentId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'FAILED' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')));
}

/**
 * An attempt that must not be verified (cancelled by a newer one, or its subject already paid): REFUND_NEEDED
 * when the payer says they paid (the gateway's Status=OK — only a flag for an admin, never money), otherwise
 * CANCELLED. A COMPLETED attempt stays as it is.
 */
export async function markAttemptRefused(tx: Db, paymentId: number, payerSaysPaid: boolean): Promise<void> {
  await tx
    .update(payments)
    .set({ status: payerSaysPaid ? 'REFUND_NEEDED' : 'CANCELLED' })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['PENDING', 'FAILED', 'CANCELLED'])));
}
