import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * The token signing secret: JWT_SECRET when set (required in production); otherwise one generated on first
 * use and kept in DATA_DIR/jwt-secret, so tokens survive restarts. Tests get a fresh secret in memory.
 */
export function resolveJwtSecret(config: Pick<Config, 'auth' | 'dataDir' | 'nodeEnv'>): string {
  if (config.auth.jwtSecret) return config.auth.jwtSecret;
  if (config.nodeEnv === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not there yet: generate it below.
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
