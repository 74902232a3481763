import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { pictureOrigins } from '../config/picture-origins';

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** The ws:/wss: twins of the site's origins. */
const socketOrigins = (origins: readonly string[]): string[] =>
  origins.map((origin) => origin.replace(/^http/, 'ws'));

/** The embed players of the trailer links the course form accepts (common/video-link.ts). */
const TRAILER_PLAYERS = ['https://www.youtube.com', 'https://player.vimeo.com', 'https://www.aparat.com'];

/**
 * The Content-Security-Policy every page carries, built for this app: its own scripts only (the client, the
 * GraphiQL and Swagger UI bundles are all served from here, none inline); inline styles for react-hot-toast
 * and the stand-in gateway page; pictures and videos (the admin's player) also from the S3 public address;
 * Monaco's workers from blob:.
 * Forms may post to the payment gateway (its page redirects back through the callback).
 */
export function contentSecurityDirectives(config: Config): Record<string, string[]> {
  const s3 = pictureOrigins(config).fileStore;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...s3],
    'media-src': ["'self'", ...s3],
    'font-src': ["'self'", 'data:'],
    // The live notifications' WebSocket on /graphql ('self' covers ws: only in newer browsers).
    'connect-src': ["'self'", ...socketOrigins(config.allowedOrigins)],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...TRAILER_PLAYERS],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...originOf(config.zarinpal.baseUrl)],
    'script-src-attr': ["'none'"],
    ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** @fastify/helmet on every answer: the CSP above, nosniff, SAMEORIGIN frames and the referrer rule. */
export async function registerContentSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // Pictures may come from the S3 public address and uploads are linked from other pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.isProduction,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
  });
}
