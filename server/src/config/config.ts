import path from 'node:path';
import { type AccountSettings, readAccountSettings } from './accounts-config';
import { readAllowedOrigins } from './origins';
import { type PaymentSettings, readPaymentSettings } from './payments-config';
import {
  ConfigError,
  type Env,
  readBool,
  readChoice,
  readInt,
  readOptionalString,
  readString,
  readUrl,
} from './settings';
import { readTrustProxy, type TrustProxy } from './trust-proxy';
import { readUploadSettings, type UploadSettings } from './uploads-config';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config extends AccountSettings, PaymentSettings, UploadSettings {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  host: string;
  port: number;
  /** The address visitors use; payment callbacks and upload URLs are built from it. */
  publicUrl: string;
  /** Origins visitors may use: PUBLIC_URL's first, then ALLOWED_ORIGINS (see config/origins.ts). */
  allowedOrigins: string[];
  logLevel: LogLevel;
  /** PostgreSQL server; when absent the embedded database (PGlite) under dataDir is used. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  /** Fill an empty database with demo content on start (never in production). */
  seedOnStart: boolean;
  graphiql: boolean;
  /** Publish the REST map: /api/openapi.json and Swagger UI at /api/docs. */
  apiDocs: boolean;
  /** Serve the built client from dist/client (and build it first when missing). */
  serveClient: boolean;
  /** Which `X-Forwarded-For` hops are believed: none, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  /** Minutes between purges of stale codes, rate-limit windows and ended sessions; 0 turns it off. */
  housekeepingIntervalMinutes: number;
  /** The whole request (headers and body) must arrive within this; a trickling client is cut off. */
  requestTimeoutSeconds: number;
  /** A connection that sends or takes no byte for this long is closed. */
  connectionTimeoutSeconds: number;
  /** The Chromium that prints receipts and certificates to PDF (`CHROMIUM_PATH`). */
  chromiumPath: string;
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
/** Development shows each request (one line, at debug); production logs at info. */
const DEFAULT_LOG_LEVEL: Record<NodeEnv, LogLevel> = {
  development: 'debug',
  production: 'info',
  test: 'warn',
};
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads every setting from the environment; throws ConfigError naming the first bad one. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = readChoice(env, 'NODE_ENV', NODE_ENVS, 'development');
  const isProduction = nodeEnv === 'production';
  const port = readInt(env, 'PORT', 4000, 0, 65535);
  const publicUrl = readUrl(env, 'PUBLIC_URL', `http://localhost:${port}`) as string;
  const seedOnStart = readBool(env, 'SEED_ON_START', !isProduction);
  const dataDir = path.resolve(readString(env, 'DATA_DIR', './data'));
  if (isProduction && seedOnStart) {
    throw new ConfigError('SEED_ON_START', 'demo data is never seeded when NODE_ENV=production');
  }
  return {
    nodeEnv,
    isProduction,
    host: readString(env, 'HOST', '0.0.0.0'),
    port,
    publicUrl,
    allowedOrigins: readAllowedOrigins(env, publicUrl, isProduction),
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, DEFAULT_LOG_LEVEL[nodeEnv]),
    databaseUrl: readPostgresUrl(env),
    databasePoolSize: readInt(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    dataDir,
    seedOnStart,
    graphiql: readBool(env, 'GRAPHIQL', !isProduction),
    apiDocs: readBool(env, 'API_DOCS', !isProduction),
    serveClient: readBool(env, 'SERVE_CLIENT', true),
    trustProxy: readTrustProxy(env),
    housekeepingIntervalMinutes: readInt(env, 'HOUSEKEEPING_INTERVAL_MINUTES', 60, 0, 24 * 60),
    requestTimeoutSeconds: readInt(env, 'REQUEST_TIMEOUT_SECONDS', 600, 1, 3600),
    connectionTimeoutSeconds: readInt(env, 'CONNECTION_TIMEOUT_SECONDS', 75, 1, 3600),
    chromiumPath: readString(env, 'CHROMIUM_PATH', '/usr/bin/chromium'),
    ...readAccountSettings(env, isProduction, dataDir),
    ...readPaymentSettings(env, isProduction, publicUrl),
    ...readUploadSettings(env),
  };
}

function readPostgresUrl(env: Env): string | undefined {
  const value = readOptionalString(env, 'DATABASE_URL');
  if (value === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError('DATABASE_URL', 'expected a postgres:// or postgresql:// URL');
  }
  return value;
}
