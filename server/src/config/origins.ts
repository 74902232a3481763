// The origins (scheme://host[:port]) visitors may use the site from: PUBLIC_URL's first, then ALLOWED_ORIGINS.
// Payment callbacks go back to the origin the visitor paid from only when it is one of these (item: a member
// who opened the site at 127.0.0.1 must not come back signed out at localhost).
import { ConfigError, type Env, readOptionalString } from './settings';

const LOOPBACK_TWINS: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/** `value` as an http(s) origin, or null when it is not exactly one (a path, credentials, another scheme). */
export function toOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

/**
 * PUBLIC_URL's origin, then the comma-separated ALLOWED_ORIGINS; outside production also the loopback twin of
 * a local PUBLIC_URL (localhost ↔ 127.0.0.1, same port), so a developer may open either.
 */
export function readAllowedOrigins(env: Env, publicUrl: string, isProduction: boolean): string[] {
  const own = new URL(publicUrl);
  const twinHost = isProduction ? undefined : LOOPBACK_TWINS[own.hostname];
  const twin = twinHost ? [`${own.protocol}//${twinHost}${own.port ? `:${own.port}` : ''}`] : [];
  const listed = (readOptionalString(env, 'ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const origin = toOrigin(item);
      if (!origin) {
        throw new ConfigError(
          'ALLOWED_ORIGINS',
          `expected origins such as https://example.org, got "${item}"`,
        );
      }
      return origin;
    });
  return [...new Set([own.origin, ...twin, ...listed])];
}

/** The origin of `value` when it is one of `allowed`; null otherwise (absent, malformed or foreign). */
export function allowedOrigin(allowed: readonly string[], value: string | null | undefined): string | null {
  if (!value) return null;
  const origin = toOrigin(value);
  return origin !== null && allowed.includes(origin) ? origin : null;
}
