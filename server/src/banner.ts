import type { Config } from './config/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/users';

const databaseOf = (config: Config): string => {
  if (!config.databaseUrl) return `embedded PostgreSQL (PGlite) in ${config.dataDir}/pglite`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
};

/** What `npm start` prints once the site is up: where it is, which database, and how to sign in. */
export function startBanner(config: Config, url: string): string {
  const lines = ['', `  The site is running at ${url}`, `  Database: ${databaseOf(config)}`];
  if (config.seedOnStart && !config.isProduction) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.userType.padEnd(8)} ${account.phoneNumber}`);
  }
  if (config.graphiql) lines.push(`  GraphQL IDE: ${url}/graphql   API docs: ${url}/api/docs`);
  lines.push('');
  return lines.join('\n');
}
