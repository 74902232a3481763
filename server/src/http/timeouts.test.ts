import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * A client that sends its headers and then stalls (or trickles its body) must not hold a connection open:
 * the server closes it after CONNECTION_TIMEOUT_SECONDS without a byte, and after REQUEST_TIMEOUT_SECONDS
 * for the whole request however it trickles.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2', CONNECTION_TIMEOUT_SECONDS: '1' });
  await t.app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.fastify.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(() => t.close());

const HEADERS = [
  'POST /api/contact HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 100000',
  '',
  '',
].join('\r\n');

/** Opens a socket, sends the headers and a first byte of body; answers when the server closes it. */
function open(): { socket: Socket; closed: Promise<number> } {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  socket.write(`${HEADERS}{`);
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  return { socket, closed };
}

const within = (promise: Promise<number>, ms: number) =>
  Promise.race([
    promise,
    new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), ms)),
  ]);

describe('slow clients', () => {
  it('closes a connection that sent its headers and then nothing', async () => {
    const { socket, closed } = open();
    try {
      expect(await within(closed, 6000)).toBeLessThan(6000);
    } finally {
      socket.destroy();
    }
  });

  it('closes a connection that trickles its body a byte at a time', async () => {
    const { socket, closed } = open();
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      const elapsed = await within(closed, 8000);
      expect(elapsed).toBeLessThan(8000);
      // It kept sending, so the idle timeout never fired: the whole-request limit closed it.
      expect(elapsed).toBeGreaterThanOrEqual(1500);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('still answers an ordinary request on the same server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/public/slides`);
    expect(response.status).toBe(200);
  });
});
