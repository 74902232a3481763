import type { Lock, Locker, RequestRelease } from '@tus/server';
import type { AdvisoryLocks, ReleaseLock } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { publish } from '../../live/channels';
import type { LiveBus } from '../../live/live-bus';
import { fail } from '../../rest/envelope';
import { tusMessages } from './tus-messages';

/** How long a request waits for an upload another request is writing to (the tus server's own default). */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 100;
/** The tus server's own timeout error is a 500; another request busy with the upload is the client's wait. */
const LOCKED = { status_code: 423, body: JSON.stringify(fail(tusMessages.uploadLocked)) };

/**
 * @tus/server's locker across replicas: one request at a time writes to an upload, whichever replica it
 * reached. The lock is a PostgreSQL advisory lock named after the upload; a request that finds it held asks
 * the holder to let go over the live bus (a client that resumes after a dropped connection would otherwise
 * wait for the dead request to time out), then tries again until its own timeout.
 */
export class AdvisoryLocker implements Locker {
  /** The uploads this process's requests hold, with the tus server's way to end each request early. */
  readonly holders = new Map<string, RequestRelease>();
  private listening: Promise<unknown> | null = null;

  constructor(
    readonly locks: AdvisoryLocks,
    private readonly bus: LiveBus,
    readonly db: Db,
    readonly timeoutMs = ACQUIRE_TIMEOUT_MS,
  ) {}

  newLock(id: string): Lock {
    this.listening ??= this.bus
      .subscribe('tus_release', ({ id: wanted }) => void this.holders.get(wanted)?.())
      .catch(() => {
        this.listening = null;
      });
    return new AdvisoryLock(id, this);
  }
}

class AdvisoryLock implements Lock {
  private release: ReleaseLock | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: AdvisoryLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.timeoutMs;
    let asked = false;
    for (;;) {
      if (signal.aborted) throw LOCKED;
      const release = await this.locker.locks.tryAcquire(`tus:${this.id}`);
      if (release) {
        this.release = release;
        this.locker.holders.set(this.id, requestRelease);
        return;
      }
      if (!asked) {
        asked = true;
        await publish(this.locker.db, 'tus_release', { id: this.id });
      }
      if (Date.now() >= deadline) throw LOCKED;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  async unlock(): Promise<void> {
    this.locker.holders.delete(this.id);
    const release = this.release;
    this.release = null;
    await release?.();
  }
}
