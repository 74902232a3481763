import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * What travels on the live bus (PostgreSQL NOTIFY), per channel. Only ids: each listening socket reads what
 * its own viewer may see from the database, so nothing private crosses the bus.
 */
export interface LiveChannels {
  /** A notification of the user was created, read or deleted (`notificationId` when created). */
  notifications: { userId: number; notificationId?: number };
  /** Sessions of the user were revoked or the user's account changed: their sockets check their token again. */
  sessions: { userId: number };
  /** Another request wants a resumable upload's lock: its holder ends its request (`uploads/tus-locker.ts`). */
  tus_release: { id: string };
}

export type LiveChannel = keyof LiveChannels;

/** The channels' names in PostgreSQL (one namespace per database, so prefixed). */
export const channelName = (channel: LiveChannel): string => `live_${channel}`;

/**
 * Announces an event to every process on the database. Inside a transaction (`db` a transaction) the
 * notification is delivered when it commits and dropped if it rolls back, so listeners never see a change
 * that did not happen.
 */
export async function publish<C extends LiveChannel>(
  db: Db,
  channel: C,
  payload: LiveChannels[C],
): Promise<void> {
  await db.execute(sql`select pg_notify(${channelName(channel)}, ${JSON.stringify(payload)})`);
}
