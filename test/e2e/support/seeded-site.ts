// Run by the end-to-end global setup in a child process: one real first start (migrate, seed the demo
// content) into the folder given, then a clean stop, so each test file can start from a copy of it.
import { loadConfig } from '../../../server/src/config/config';
import { startServer } from '../../../server/src/start';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seeded-site.ts <data folder>');
const config = loadConfig({
  NODE_ENV: 'development',
  PORT: '0',
  PUBLIC_URL: 'http://localhost',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SMS_PROVIDER: 'console',
});
const server = await startServer(config, {});
await server.close();
