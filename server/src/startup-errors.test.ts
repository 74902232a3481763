import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-errors-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server entry and collects what it prints until it exits. */
function start(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        SERVE_CLIENT: 'false',
        DATA_DIR: dataDir,
        RECONCILE_INTERVAL_SECONDS: '0',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe('start-up failures a newcomer can fix', { timeout: 90_000 }, () => {
  let busy: Server;
  let busyPort: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('names PORT in one line when the port is taken, before touching any database', async () => {
    const result = await start({
      PORT: String(busyPort),
      DATABASE_URL: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Port \d+ is already in use \(PORT\)/),
    ]);
  });

  it('names DATABASE_URL in one line when PostgreSQL cannot be reached', async () => {
    const result = await start({
      PORT: String(await closedPort()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/test`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/test \(DATABASE_URL\)/),
    ]);
  });

  it.runIf(process.env.DATABASE_URL)('says how to create a database that does not exist', async () => {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = '/no_such_database_for_start';
    const result = await start({ PORT: String(await closedPort()), DATABASE_URL: url.toString() });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The database "no_such_database_for_start" does not exist \(DATABASE_URL\): create it/,
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
