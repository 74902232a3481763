import { createServer } from 'node:net';
import type { Config } from './config/config';

/** A start-up failure a newcomer can fix: one line naming the setting and what to do. */
export class StartupError extends Error {}

/** Fails at once when the port is taken, before the database is opened or migrated. */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new StartupError(
              `Port ${port} is ${error.code === 'EACCES' ? 'not allowed' : 'already in use'} (PORT): stop the program using it or start with another port, e.g. PORT=4001 npm start.`,
            )
          : error,
      );
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

const where = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'the address given';
  }
};

/** The one line for a database that cannot be used, or null for any other error (it is shown in full). */
export function explainDatabaseError(error: unknown, config: Config): string | null {
  if (!config.databaseUrl) return null;
  // drizzle wraps the driver's error (DrizzleQueryError); the code is on its cause.
  let cause = error as { code?: string; message?: string; cause?: unknown } | undefined;
  while (cause && !cause.code && cause.cause) cause = cause.cause as typeof cause;
  const { code, message } = cause ?? {};
  const target = where(config.databaseUrl);
  const database = target.slice(target.indexOf('/') + 1);
  switch (code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
      return `Cannot reach PostgreSQL at ${target} (DATABASE_URL): start PostgreSQL, fix DATABASE_URL, or leave DATABASE_URL unset to use the embedded database.`;
    case '3D000':
      return `The database "${database}" does not exist (DATABASE_URL): create it (createdb ${database}) or fix DATABASE_URL.`;
    case '28000':
    case '28P01':
      return `PostgreSQL refused the user in DATABASE_URL (${message ?? code}): create the role or fix the user and password in DATABASE_URL.`;
    default:
      return null;
  }
}
