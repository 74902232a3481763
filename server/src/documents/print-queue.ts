import { RetryLaterError } from '../errors';
import { documentMessages } from './documents.messages';

export interface PrintQueueOptions {
  /** Documents printed at once (each costs a browser page). */
  concurrency: number;
  /** Documents waiting for a turn at once, over every account; one more is refused. */
  maxWaiting: number;
  /** Documents one account may have printing or waiting at once; one more is refused. */
  maxPerOwner: number;
  /** How long a document may wait for its turn before it is given up. */
  waitMs: number;
  /** What a refusal's `Retry-After` says, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Two documents at a time; ten waiting at most, three per account, none longer than 20 s. Printing one takes
 * about a second, so a document admitted to a full queue is still printed within its wait.
 */
export const PRINT_QUEUE_DEFAULTS: PrintQueueOptions = {
  concurrency: 2,
  maxWaiting: 10,
  maxPerOwner: 3,
  waitMs: 20_000,
  retryAfterSeconds: 10,
};

interface Waiter {
  begin(): void;
  timer: NodeJS.Timeout;
}

/**
 * The printer's turns, shared fairly between accounts. Each account (the owner: a member, or a client address)
 * waits in its own line; a freed turn goes to the waiting account with the fewest documents printing, and among
 * those to the one served longest ago, so one account's burst cannot keep another's single document waiting.
 * The queue is bounded (per account and in all) and every wait has a deadline; a refusal is a 503 with
 * `Retry-After`.
 */
export class PrintQueue {
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly printing = new Map<string, number>();
  /** The turn number each account last started on, while it has documents printing or waiting. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private active = 0;
  private waitingCount = 0;

  constructor(
    readonly options: PrintQueueOptions = PRINT_QUEUE_DEFAULTS,
    private readonly onIdle: () => void = () => {},
  ) {}

  /** Runs `job` in `owner`'s turn and answers its result; refuses at once when there is no room. */
  async run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    await this.turn(owner);
    try {
      return await job();
    } finally {
      this.release(owner);
    }
  }

  /** Documents printing now and waiting now (for the tests that fill the queue). */
  get load(): { printing: number; waiting: number } {
    return { printing: this.active, waiting: this.waitingCount };
  }

  private turn(owner: string): Promise<void> {
    const { concurrency, maxWaiting, maxPerOwner, waitMs } = this.options;
    const ownerCount = (this.printing.get(owner) ?? 0) + (this.waiting.get(owner)?.length ?? 0);
    if (ownerCount >= maxPerOwner) return Promise.reject(this.busy());
    if (this.active < concurrency) {
      this.begin(owner);
      return Promise.resolve();
    }
    if (this.waitingCount >= maxWaiting) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        begin: resolve,
        timer: setTimeout(() => {
          this.leave(owner, waiter);
          reject(this.busy());
        }, waitMs),
      };
      this.waiting.set(owner, [...(this.waiting.get(owner) ?? []), waiter]);
      this.waitingCount++;
    });
  }

  private begin(owner: string): void {
    this.active++;
    this.printing.set(owner, (this.printing.get(owner) ?? 0) + 1);
    this.lastTurn.set(owner, ++this.turns);
  }

  private release(owner: string): void {
    this.active--;
    const left = (this.printing.get(owner) ?? 1) - 1;
    if (left > 0) this.printing.set(owner, left);
    else this.printing.delete(owner);
    this.forgetIfDone(owner);
    const next = this.nextOwner();
    if (next !== undefined) {
      const waiter = this.shift(next);
      clearTimeout(waiter.timer);
      this.begin(next);
      waiter.begin();
    } else if (this.active === 0) {
      this.onIdle();
    }
  }

  /** The waiting account with the fewest documents printing; among equals, the one served longest ago. */
  private nextOwner(): string | undefined {
    let chosen: string | undefined;
    let best: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (const owner of this.waiting.keys()) {
      const rank: [number, number] = [this.printing.get(owner) ?? 0, this.lastTurn.get(owner) ?? 0];
      if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) {
        chosen = owner;
        best = rank;
      }
    }
    return chosen;
  }

  private shift(owner: string): Waiter {
    const line = this.waiting.get(owner) ?? [];
    const [first, ...rest] = line;
    this.setLine(owner, rest);
    return first;
  }

  /** A wait given up at its deadline leaves its line. */
  private leave(owner: string, waiter: Waiter): void {
    this.setLine(
      owner,
      (this.waiting.get(owner) ?? []).filter((w) => w !== waiter),
    );
    this.forgetIfDone(owner);
  }

  private setLine(owner: string, line: Waiter[]): void {
    this.waitingCount -= (this.waiting.get(owner)?.length ?? 0) - line.length;
    if (line.length > 0) this.waiting.set(owner, line);
    else this.waiting.delete(owner);
  }

  private forgetIfDone(owner: string): void {
    if (!this.printing.has(owner) && !this.waiting.has(owner)) this.lastTurn.delete(owner);
  }

  private busy(): RetryLaterError {
    return new RetryLaterError('UNAVAILABLE', documentMessages.printerBusy, this.options.retryAfterSeconds);
  }
}
