import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './socket-address';

const upgrade = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as IncomingMessage;

describe('the client address of a WebSocket upgrade (TRUST_PROXY as for HTTP)', () => {
  it('is the peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddressOf(upgrade('203.0.113.9', '10.0.0.1'), false)).toBe('203.0.113.9');
  });

  it('takes one hop from the right for TRUST_PROXY=1, never the left end a client wrote', () => {
    expect(clientAddressOf(upgrade('172.18.0.5', '6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientAddressOf(upgrade('172.18.0.5'), 1)).toBe('172.18.0.5');
  });

  it('walks trusted proxy addresses and ranges, stopping at the first untrusted hop', () => {
    const trust = ['loopback', '10.0.0.0/8'];
    expect(clientAddressOf(upgrade('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3'), trust)).toBe(
      '198.51.100.7',
    );
    expect(clientAddressOf(upgrade('::ffff:127.0.0.1', 'garbage, 198.51.100.8'), trust)).toBe('198.51.100.8');
    expect(clientAddressOf(upgrade('203.0.113.1', '198.51.100.7'), trust)).toBe('203.0.113.1');
  });
});
