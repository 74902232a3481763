import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type RunningServer, startServer } from '../../../server/src/start';
import { e2eConfig } from './e2e-config';

export interface E2eServer {
  url: string;
  server: RunningServer;
  /**
   * The next one-time code the console SMS sender wrote to the server log for this phone number (one not
   * taken before); waits up to `timeoutMs` for it.
   */
  takeOtpCode(phoneNumber: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

/** pino's warn level: log lines at or above it are passed on to stderr, as LOG_LEVEL=warn would show them. */
const WARN = 40;
const OTP_LINE = /^\[sms:console\] one-time code for (\S+): (\d+)$/;

/** Keeps the one-time codes the server logs; forwards warnings and errors to stderr. */
function createLogCapture() {
  const codes: Array<{ phoneNumber: string; code: string; taken: boolean }> = [];
  const stream = {
    write(line: string): void {
      let entry: { level?: number; msg?: unknown };
      try {
        entry = JSON.parse(line);
      } catch {
        process.stderr.write(line);
        return;
      }
      const match = typeof entry.msg === 'string' ? OTP_LINE.exec(entry.msg) : null;
      if (match) codes.push({ phoneNumber: match[1], code: match[2], taken: false });
      else if ((entry.level ?? 0) >= WARN) process.stderr.write(line);
    },
  };
  async function takeOtpCode(phoneNumber: string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = codes.find((entry) => entry.phoneNumber === phoneNumber && !entry.taken);
      if (found) {
        found.taken = true;
        return found.code;
      }
      if (Date.now() > deadline) throw new Error(`no one-time code for ${phoneNumber} in the server log`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { stream, takeOtpCode };
}

/** A port nobody listens on now (the payment callback and the stand-in gateway need the real address). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server as `npm start` runs it: embedded PostgreSQL persisted in a data folder of its own, a copy
 * of the one the global setup migrated and seeded with the demo content by a real first start, serving the
 * built client. Its log goes to a capture (at info level, so the console SMS sender's codes are there);
 * warnings still reach stderr.
 */
export async function startE2eServer(): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-e2e-'));
  cpSync(inject('e2eSeededDataDir'), dataDir, { recursive: true });
  const port = await freePort();
  const config = e2eConfig(dataDir, port, 'info');
  const log = createLogCapture();
  const server = await startServer(config, { logStream: log.stream });
  return {
    url: server.url,
    server,
    takeOtpCode: log.takeOtpCode,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
