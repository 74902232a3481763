import { isIP } from 'node:net';
import { ConfigError, type Env, readOptionalString } from './settings';

/**
 * Which hops of `X-Forwarded-For` are believed (Fastify's `trustProxy`): none, the nearest N proxies, or
 * proxies at the listed addresses. Never "every hop": a client writes the left end of the header itself,
 * so trusting all of it lets any client pick the address every per-address limit counts.
 */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 20;
/** proxy-addr's named ranges (127.0.0.1/8 and ::1; 169.254.0.0/16 and fe80::/10; private ranges). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const FALSE = ['false', 'no', 'off', '0'];
/** `true` was once "trust every hop"; it now means the one proxy in front of the app. */
const ONE_HOP = ['true', 'yes', 'on'];

export function readTrustProxy(env: Env): TrustProxy {
  const value = readOptionalString(env, 'TRUST_PROXY');
  if (value === undefined || FALSE.includes(value.toLowerCase())) return false;
  if (ONE_HOP.includes(value.toLowerCase())) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) {
      throw new ConfigError('TRUST_PROXY', `expected at most ${MAX_HOPS} proxy hops, got ${hops}`);
    }
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `expected false, a number of proxy hops, or the proxies' addresses/CIDR ranges separated by commas; "${entry}" is none of these`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the setting. Fastify fails closed on a bare number (it cannot tell the proxy
 * from a direct client), so a hop count becomes "the nearest N addresses are proxies": right when the app
 * is reachable only through its proxies, which is what choosing a hop count declares.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
