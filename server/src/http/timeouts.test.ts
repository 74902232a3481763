import { connect, type Socket } from 'node:net';
import { describe, expect } from 'vitest';
import { testWith } from '../testing/fixtures';

/**
 * A client that sends its headers and then stalls (or trickles its body) must not hold a connection open:
 * the server closes it after CONNECTION_TIMEOUT_SECONDS without a byte, and after REQUEST_TIMEOUT_SECONDS
 * for the whole request however it trickles.
 */
let port: number;
const it = testWith({ REQUEST_TIMEOUT_SECONDS: '2', CONNECTION_TIMEOUT_SECONDS: '1' });

it.beforeAll(async ({ app }) => {
  await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = app.fastify.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});

const HEADERS = [
  'POST /api/contact HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 100000',
  '',
  '',
].join('\r\n');

/** Opens a socket and sends `text`; `closed` answers when the server closes it, `received` what it wrote. */
function open(text = `${HEADERS}{`): { socket: Socket; closed: Promise<number>; received: () => string } {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  const chunks: Buffer[] = [];
  socket.write(text);
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  return { socket, closed, received: () => Buffer.concat(chunks).toString('utf8') };
}

/** The status and JSON body of a raw HTTP answer. */
function answerOf(raw: string): { status: number; body: unknown } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(rest.join('\r\n\r\n')) };
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

  it('closes a connection that trickles its body a byte at a time, with a Persian 408', async () => {
    const { socket, closed, received } = open();
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      const elapsed = await within(closed, 8000);
      expect(elapsed).toBeLessThan(8000);
      // It kept sending, so the idle timeout never fired: the whole-request limit closed it.
      expect(elapsed).toBeGreaterThanOrEqual(1500);
      expect(answerOf(received())).toEqual({
        status: 408,
        body: { success: false, message: 'زمان ارسال درخواست به پایان رسید', data: null },
      });
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('answers oversized headers and a broken request line with the Persian envelope', async () => {
    const big = open(`GET /api/public/slides HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await within(big.closed, 5000);
    expect(answerOf(big.received())).toMatchObject({ status: 431, body: { success: false, data: null } });
    const broken = open('GARBAGE\r\n\r\n');
    await within(broken.closed, 5000);
    expect(answerOf(broken.received())).toMatchObject({
      status: 400,
      body: { success: false, message: 'اطلاعات وارد شده نامعتبر است', data: null },
    });
  });

  it('still answers an ordinary request on the same server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/public/slides`);
    expect(response.status).toBe(200);
  });
});
