import { loadConfig } from '../../../server/src/config/config';

/** The configuration every end-to-end server runs with: `npm start`'s development mode on a data folder. */
export function e2eConfig(dataDir: string, port: number, logLevel: 'info' | 'warn') {
  return loadConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: `http://localhost${port ? `:${port}` : ''}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    SMS_PROVIDER: 'console',
  });
}
