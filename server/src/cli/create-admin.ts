// npm run create-admin -- --phone 09121234567 --password 'a long password' [--first-name …] [--last-name …] [--email …]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { ConfigError } from '../config/settings';
import { openDatabase } from '../db/client';
import { createOrPromoteAdmin } from '../modules/users/admin-account';

const USAGE =
  "usage: npm run create-admin -- --phone 09121234567 --password '…' [--first-name …] [--last-name …] [--email …]";

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        phone: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        email: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.phone || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const { id, created } = await createOrPromoteAdmin(database.db, {
      phone: values.phone,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      email: values.email,
    });
    console.log(`${created ? 'created' : 'updated'} admin account #${id}`);
    return 0;
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `create-admin failed: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
