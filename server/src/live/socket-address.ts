import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config/trust-proxy';

/** proxy-addr's named ranges, as `config/trust-proxy.ts` accepts them. */
const NAMED: Record<string, Array<[string, number]>> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function trustedList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    for (const [network, bits] of NAMED[entry] ??
      [entry.split('/') as [string, string?]].map(
        ([address, size]) => [address, size === undefined ? -1 : Number(size)] as [string, number],
      )) {
      if (bits < 0) list.addAddress(network, familyOf(network));
      else list.addSubnet(network, bits, familyOf(network));
    }
  }
  return list;
}

/**
 * The client's address of an upgrade request under the same TRUST_PROXY rule as Fastify's `request.ip`:
 * the socket's peer, then each X-Forwarded-For hop from the right while the hop before it is a trusted proxy.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string {
  const peer = plain(request.socket.remoteAddress ?? '');
  if (trust === false) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter((hop) => isIP(hop) !== 0)
    .reverse();
  const chain = [peer, ...forwarded];
  const hops = typeof trust === 'number' ? trust : null;
  const list = typeof trust === 'number' ? null : trustedList(trust);
  let index = 0;
  while (index < chain.length - 1) {
    const hop = chain[index];
    const trusted = hops !== null ? index < hops : (list?.check(hop, familyOf(hop)) ?? false);
    if (!trusted) break;
    index++;
  }
  return chain[index];
}
