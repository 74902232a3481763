import type { AdvisoryLocks } from '../db/advisory-locks';

/** The scheduled jobs' lock names (one PostgreSQL advisory lock each, across every replica). */
export const JOB_LOCKS = {
  reconciliation: 'job:reconciliation',
  housekeeping: 'job:housekeeping',
} as const;

export type Skipped = { skipped: true };

/**
 * Runs `job` only if no other replica is running it now (a PostgreSQL advisory lock, taken without waiting):
 * every replica's timer fires, one of them works and the others skip this round. A replica that dies mid-job
 * loses its connection and so the lock, and the next round runs elsewhere.
 */
export async function runExclusively<T>(
  locks: AdvisoryLocks | undefined,
  name: string,
  job: () => Promise<T>,
): Promise<T | Skipped> {
  const release = locks ? await locks.tryAcquire(name) : async () => {};
  if (!release) return { skipped: true };
  try {
    return await job();
  } finally {
    await release();
  }
}

export const wasSkipped = <T>(outcome: T | Skipped): outcome is Skipped =>
  typeof outcome === 'object' && outcome !== null && (outcome as Skipped).skipped === true;
