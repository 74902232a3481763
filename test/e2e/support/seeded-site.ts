// Run by the end-to-end global setup in a child process: one real first start (migrate, seed the demo
// content) into the folder given, then a clean stop, so each test file can start from a copy of it.
import { startServer } from '../../../server/src/start';
import { e2eConfig } from './e2e-config';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seeded-site.ts <data folder>');
const config = e2eConfig(dataDir, 0, 'warn');
const server = await startServer(config, {});
await server.close();
