import type { ServerOptions } from 'node:http';
import type { Config } from '../config/config';

/** Idle keep-alive connections are closed after this (Fastify's default, above common proxies' 60 s). */
const KEEP_ALIVE_MS = 72_000;
/** The request line and headers must arrive within this (never longer than the whole request). */
const HEADERS_MS = 20_000;

/**
 * The server's socket timeouts, so a client cannot hold connections open by sending slowly: headers within
 * 20 s, the whole request within REQUEST_TIMEOUT_SECONDS (long enough for the largest upload on a slow
 * line), and no silence longer than CONNECTION_TIMEOUT_SECONDS. Node checks the request and header limits
 * periodically; the check runs often enough for the limit to hold within a quarter of it.
 */
export function timeoutOptions(config: Pick<Config, 'requestTimeoutSeconds' | 'connectionTimeoutSeconds'>): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const requestMs = config.requestTimeoutSeconds * 1000;
  const idleMs = config.connectionTimeoutSeconds * 1000;
  const headersMs = Math.min(HEADERS_MS, requestMs);
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_MS, idleMs),
    http: {
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(250, Math.min(30_000, headersMs / 4)),
    },
  };
}
