// The single way a donation leaves PENDING: the gateway callback, reconciliation, POST /donations/{id}/complete
// and the admin's approve/reject all come here. Each change is one conditional UPDATE in a transaction, so
// replayed, duplicated or racing calls change a donation (and its program's raised amount) at most once.
// A completion issues the donation's receipt (receipts/receipt-issuer.ts) in the same transaction.
import { NotificationType } from '@common/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, programs } from '../../db/schema';
import type { NotificationService } from '../notifications/notifications.service';
import { type GatewayProof, markAttemptFailed, markAttemptPaid } from '../payments/payment-rows';
import { issueReceipt } from '../receipts/receipt-issuer';
import { donationMessages } from './donations.messages';

export type DonationRow = typeof donations.$inferSelect;

/** What proves the money arrived. */
export type CompletionProof =
  /** A verified gateway payment: the money was taken, so even a FAILED donation becomes COMPLETED. */
  | GatewayProof
  /** An admin's approval or an explicit completion call, with an optional reference (receipt, transfer id). */
  | { kind: 'MANUAL'; reference: string | null };

/** Runs inside a change's transaction once the donation has changed. */
type OnChanged = (tx: Db, donation: DonationRow) => Promise<void>;

export class DonationCompletion {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * PENDING (or, with gateway proof, FAILED) → COMPLETED; answers the donation when this call changed it.
   * `onChanged` runs in the same transaction when it did (the admin's audit entry).
   */
  complete(donationId: number, proof: CompletionProof, onChanged?: OnChanged): Promise<DonationRow | null> {
    return this.db.transaction(async (tx) => {
      const from = proof.kind === 'GATEWAY' ? (['PENDING', 'FAILED'] as const) : (['PENDING'] as const);
      const [donation] = await tx
        .update(donations)
        .set({
          status: 'COMPLETED',
          completedAt: sql`now()`,
          paymentReference: proof.kind === 'GATEWAY' ? proof.refId : proof.reference,
        })
        .where(and(eq(donations.id, donationId), inArray(donations.status, [...from])))
        .returning();
      if (proof.kind === 'GATEWAY') await markAttemptPaid(tx, proof, donation !== undefined);
      if (!donation) return null;
      const [program] = await tx
        .update(programs)
        .set({ raisedAmount: sql`${programs.raisedAmount} + ${donation.amount}` })
        .where(eq(programs.id, donation.programId))
        .returning({ name: programs.name });
      await issueReceipt(tx, donation);
      if (donation.userId !== null) {
        await this.notifications.notify(
          donation.userId,
          {
            type: NotificationType.DONATION,
            title: donationMessages.completedTitle,
            message: donationMessages.completedBody(donation.amount, program.name),
            actionUrl: `/programs/${donation.programId}`,
          },
          tx,
        );
      }
      await onChanged?.(tx, donation);
      return donation;
    });
  }

  /** PENDING → FAILED (the gateway attempt too, when given); answers the donation when this call changed it. */
  fail(donationId: number, paymentId?: number, onChanged?: OnChanged): Promise<DonationRow | null> {
    return this.db.transaction(async (tx) => {
      if (paymentId !== undefined) await markAttemptFailed(tx, paymentId);
      const [donation] = await tx
        .update(donations)
        .set({ status: 'FAILED' })
        .where(and(eq(donations.id, donationId), eq(donations.status, 'PENDING')))
        .returning();
      if (donation) await onChanged?.(tx, donation);
      return donation ?? null;
    });
  }
}
