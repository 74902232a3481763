import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertUser, tokenFor } from '../testing/accounts';
import { openLiveSocket } from '../testing/live-socket';
import { createTestApp, type TestApp } from '../testing/test-app';

const CAP = 3;
let t: TestApp;
let socketUrl: string;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  // The one proxy in front is the loopback peer: only the right end of X-Forwarded-For is believed.
  t = await createTestApp({ SOCKETS_PER_ADDRESS: String(CAP), TRUST_PROXY: 'loopback' });
  baseUrl = await t.app.fastify.listen({ host: '127.0.0.1', port: 0 });
  socketUrl = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  await insertUser(t, '09127780001');
  token = await tokenFor(t, '09127780001');
});
afterAll(() => t.close());

interface RawSocket {
  opened: Promise<void>;
  closed: Promise<number>;
  socket: WebSocket;
}

/** A socket that opens and never signs in (no connection_init), from the client `forwardedFor` names. */
function silentSocket(forwardedFor: string): RawSocket {
  const socket = new WebSocket(socketUrl, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return {
    socket,
    opened: new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    }),
    closed: new Promise((resolve) => socket.once('close', (code) => resolve(code))),
  };
}

const closeAll = async (sockets: RawSocket[]) => {
  for (const { socket } of sockets) socket.terminate();
  await Promise.all(sockets.map((one) => one.closed));
};

describe('open sockets per client address', () => {
  it('closes the socket beyond the cap with 4429, counting sockets that have not signed in', async () => {
    const silent = Array.from({ length: CAP }, () => silentSocket('203.0.113.7'));
    try {
      await Promise.all(silent.map((one) => one.opened));
      const extra = silentSocket('203.0.113.7');
      expect(await extra.closed).toBe(4429);
      const signedIn = openLiveSocket(baseUrl, token);
      // The live-socket helper sends no X-Forwarded-For: its address is the loopback peer, not capped yet.
      await signedIn.waitForEvents(1);
      await signedIn.dispose();
    } finally {
      await closeAll(silent);
    }
  });

  it('reads the address as HTTP does: a forged left end of X-Forwarded-For does not escape the cap', async () => {
    const forged = Array.from({ length: CAP }, (_, i) => silentSocket(`10.9.9.${i}, 198.51.100.4`));
    try {
      await Promise.all(forged.map((one) => one.opened));
      expect(await silentSocket('10.9.9.200, 198.51.100.4').closed).toBe(4429);
      expect(await silentSocket('198.51.100.4').closed).toBe(4429);
      // Another visitor behind the same proxy has sockets of their own.
      const neighbour = silentSocket('198.51.100.5');
      await neighbour.opened;
      await closeAll([neighbour]);
    } finally {
      await closeAll(forged);
    }
  });

  it('frees a place when a socket closes', async () => {
    const first = Array.from({ length: CAP }, () => silentSocket('192.0.2.9'));
    await Promise.all(first.map((one) => one.opened));
    await closeAll(first.slice(0, 1));
    const next = silentSocket('192.0.2.9');
    await next.opened;
    await closeAll([...first.slice(1), next]);
  });

  it('ends a socket that never sends connection_init with 4408 after three seconds', async () => {
    const silent = silentSocket('192.0.2.50');
    await silent.opened;
    const started = Date.now();
    expect(await silent.closed).toBe(4408);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
