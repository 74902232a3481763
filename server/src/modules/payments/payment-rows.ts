// The `payments` row's side of a settlement, shared by every completion path (donations, enrolments): the
// attempt is marked once, inside the caller's transaction.
import { and, eq, ne, sql } from 'drizzle-orm';
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

/** Records the gateway's verification on its attempt (once). */
export async function markAttemptPaid(tx: Db, proof: GatewayProof): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: 'COMPLETED',
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
