// `npm start`: serve API and client from one process. A first start's two long jobs run in child processes
// side by side while this process loads the server: the client build (when missing or stale) and the embedded
// database's set-up (no DATABASE_URL, no database yet). The server opens the database once it is set up, and
// builds the app once the client is built.
import { register } from 'tsx/esm/api';
import { buildClientForStart } from './start-client-build.mjs';

const clientBuilt = buildClientForStart();
register();
const embeddedSetUp = setUpEmbeddedDatabase();
const { main } = await import('../server/src/main.ts');
await main({ clientBuilt, embeddedSetUp });

/** A configuration error or a failed set-up is left to the server to report, with its own message. */
async function setUpEmbeddedDatabase() {
  const { loadConfig } = await import('../server/src/config/config.ts');
  const { setUpEmbeddedDatabaseIfNew } = await import('../server/src/db/embedded-setup.ts');
  try {
    await setUpEmbeddedDatabaseIfNew(loadConfig());
  } catch {
    // startServer tries again and says why it failed.
  }
}
