import postgres from 'postgres';

/** Gives a held lock back. Safe to call more than once. */
export type ReleaseLock = () => Promise<void>;

/**
 * Named locks every replica of the app sees: the scheduled jobs (one replica runs each at a time) and the
 * resumable uploads (one request writes to an upload at a time) take them.
 */
export interface AdvisoryLocks {
  /** Takes the lock `name` if nobody holds it (no waiting); null when another holder has it. */
  tryAcquire(name: string): Promise<ReleaseLock | null>;
  close(): Promise<void>;
}

/** At most this many locks held at once per process: each holds one connection of its own small pool. */
const LOCK_CONNECTIONS = 4;

/**
 * PostgreSQL session advisory locks, keyed by a 64-bit hash of the name. A session lock lives on one
 * connection, so each held lock reserves a connection of a small pool of its own (never the app's queries'
 * pool) until it is released; a process that dies loses its connections and so its locks.
 */
export function createPostgresLocks(url: string): AdvisoryLocks {
  let client: postgres.Sql | undefined;
  const pool = () => {
    client ??= postgres(url, { max: LOCK_CONNECTIONS, onnotice: () => {}, idle_timeout: 30 });
    return client;
  };
  return {
    async tryAcquire(name) {
      const connection = await pool().reserve();
      try {
        const [row] = await connection<{ locked: boolean }[]>`
          select pg_try_advisory_lock(hashtextextended(${name}, 0)) as locked`;
        if (!row?.locked) {
          connection.release();
          return null;
        }
      } catch (error) {
        connection.release();
        throw error;
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        try {
          await connection`select pg_advisory_unlock(hashtextextended(${name}, 0))`;
        } finally {
          connection.release();
        }
      };
    },
    close: async () => {
      await client?.end({ timeout: 5 });
    },
  };
}

/**
 * The embedded database: one process owns PGlite's data directory (it cannot be shared), so locks kept in
 * that process's memory are exact.
 */
export function createPgliteLocks(): AdvisoryLocks {
  const held = new Set<string>();
  return {
    async tryAcquire(name) {
      if (held.has(name)) return null;
      held.add(name);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held.delete(name);
      };
    },
    close: async () => {},
  };
}
