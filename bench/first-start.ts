/**
 * `npm run bench:first-start`: resident memory of the server when it is ready, started with the default
 * embedded database (no DATABASE_URL) on an empty data folder (a first start, PGlite's set-up included)
 * and then again on the same folder. Target: ≤ 450 MB at ready on a first start. Also run by `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, printTable } from './lib/common';
import { startServerProcess } from './lib/server';

export const FIRST_START_TARGET_MB = 450;

export interface FirstStartResult {
  firstStartMb: number;
  secondStartMb: number;
  firstStartSeconds: number;
}

async function readyRss(dataDir: string, port: number): Promise<{ mb: number; seconds: number }> {
  const started = Date.now();
  const server = await startServerProcess({
    port,
    readyTimeoutMs: 180_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_CLIENT: 'true',
      RECONCILE_INTERVAL_SECONDS: '0',
    },
  });
  const seconds = (Date.now() - started) / 1000;
  const mb = server.rssMb();
  await server.stop();
  return { mb, seconds };
}

export async function measureFirstStart(): Promise<FirstStartResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-first-start-'));
  const port = 44_000 + Math.floor(Math.random() * 1000);
  try {
    const first = await readyRss(dataDir, port);
    const second = await readyRss(dataDir, port);
    return { firstStartMb: first.mb, secondStartMb: second.mb, firstStartSeconds: first.seconds };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFirstStart(result: FirstStartResult): boolean {
  const ok = result.firstStartMb <= FIRST_START_TARGET_MB;
  printTable(
    `Embedded database: resident memory at ready (target ≤ ${FIRST_START_TARGET_MB} MB on a first start)`,
    ['start', 'MB', 'check'],
    [
      [
        `first (set-up included, ${fmt(result.firstStartSeconds, 1)} s)`,
        fmt(result.firstStartMb),
        ok ? 'PASS' : 'FAIL',
      ],
      ['second (same data folder)', fmt(result.secondStartMb), ''],
    ],
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = printFirstStart(await measureFirstStart());
  if (!ok) process.exitCode = 1;
}
