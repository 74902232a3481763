import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { DomainError } from '../errors';

/** Fixed-window counters in the database, so limits hold across processes and parallel requests. */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one hit of `key` in the current window and answers the hits so far (this one included). */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits });
    return row.hits;
  }

  /** Counts a hit and refuses (429) once the window holds more than `limit` hits. */
  async consume(key: string, windowSeconds: number, limit: number, message?: string): Promise<void> {
    if ((await this.hit(key, windowSeconds)) > limit) throw new DomainError('RATE_LIMITED', message);
  }

  /** Takes back one hit of `key` in the current window (a try reserved with `hit` that turned out fine). */
  async refund(key: string, windowSeconds: number): Promise<void> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  }

  /** Hits of `key` in the current window, without counting one. */
  async peek(key: string, windowSeconds: number): Promise<number> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const [row] = await this.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
    return row?.hits ?? 0;
  }
}
