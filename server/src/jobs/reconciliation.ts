// Settles online donations whose callback never came (the donor closed the tab): every few minutes the
// PENDING gateway attempts older than RECONCILE_AFTER_MINUTES are verified again with the gateway.
import type { FastifyBaseLogger } from 'fastify';
import type { ReconcileSettings } from '../config/payments-config';
import type { AdvisoryLocks } from '../db/advisory-locks';
import type { PaymentService, SettleOutcome } from '../modules/payments/payments.service';
import { JOB_LOCKS, runExclusively } from './exclusive';

export interface ReconcileReport {
  checked: number;
  completed: number;
  failed: number;
  pending: number;
}

/** At most this many attempts per run, oldest first; the next run takes the rest. */
const BATCH = 50;

/** One run: re-verifies the stale PENDING attempts one by one. Tests call it directly. */
export async function reconcilePayments(
  payments: PaymentService,
  afterMinutes: number,
  now: Date = new Date(),
  log?: FastifyBaseLogger,
): Promise<ReconcileReport> {
  const before = new Date(now.getTime() - afterMinutes * 60_000);
  const attempts = await payments.stalePendingAttempts(before, BATCH);
  const counts: Record<SettleOutcome, number> = { COMPLETED: 0, FAILED: 0, PENDING: 0, REFUSED: 0 };
  for (const attempt of attempts) {
    try {
      counts[await payments.settle(attempt)]++;
    } catch (error) {
      counts.PENDING++;
      log?.error({ err: error, paymentId: attempt.paymentId }, 'reconciling a payment failed');
    }
  }
  const report = {
    checked: attempts.length,
    completed: counts.COMPLETED,
    // An attempt refused because its subject was paid meanwhile did not pay either.
    failed: counts.FAILED + counts.REFUSED,
    pending: counts.PENDING,
  };
  if (report.checked > 0) log?.info(report, 'payments reconciled');
  return report;
}

/**
 * Starts the periodic job (unref'd, never overlapping itself, and with `locks` run by one replica at a time);
 * answers the function that stops it.
 */
export function startReconciliation(
  payments: PaymentService,
  settings: ReconcileSettings,
  log?: FastifyBaseLogger,
  locks?: AdvisoryLocks,
): () => void {
  if (settings.intervalSeconds === 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runExclusively(locks, JOB_LOCKS.reconciliation, () =>
      reconcilePayments(payments, settings.afterMinutes, new Date(), log),
    )
      .catch((error) => log?.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, settings.intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
