import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pinned, ROOT, sleep } from './common';

export interface ServerProcess {
  pid: number;
  url: string;
  child: ChildProcess;
  /** Resident set size in MB, read from /proc (NaN where /proc is missing). */
  rssMb(): number;
  /** Lines the process wrote to stderr/stdout (the last 200). */
  output(): string[];
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A fixed secret and merchant id so that every process of one run accepts the others' tokens. */
export const SHARED_JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';
export const BENCH_MERCHANT_ID = '11111111-2222-4333-8444-555555555555';

export type ServerMode = 'production' | 'development';

/**
 * Environment for the real server. `production`: the settings a deployment runs with (no GraphiQL,
 * no stand-in gateway). `development`: the same but with the stand-in payment gateway, which the load
 * and chaos suites pay through; demo seeding, GraphiQL and info logs are off in both.
 */
export function serverEnv(
  mode: ServerMode,
  databaseUrl: string,
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: mode,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
    GRAPHIQL: 'false',
    SERVE_CLIENT: 'false',
    DATA_DIR: dataDir,
    JWT_SECRET: SHARED_JWT_SECRET,
    RECONCILE_INTERVAL_SECONDS: '0',
    // The bench client stands in for the reverse proxy in front of many visitors: each request names its
    // visitor in X-Forwarded-For (bench/lib/flows.ts), so per-address limits count visitors as in production.
    TRUST_PROXY: '127.0.0.1',
    // A handful of bench members upload what thousands would; the per-member upload limits have their own tests.
    UPLOAD_LIMIT_PER_HOUR: '100000',
    UPLOAD_MEMBER_QUOTA_MB: '0',
    ...extra,
  };
  if (mode === 'production') {
    env.ZARINPAL_MERCHANT_ID = BENCH_MERCHANT_ID;
    // Production refuses the console SMS provider; the bench sends no code, so the provider is never called.
    env.SMS_PROVIDER = 'smsir';
    env.SMSIR_API_KEY = 'bench';
    env.SMSIR_TEMPLATE_ID = '1';
    env.SMSIR_BASE_URL = 'http://127.0.0.1:9';
  }
  return env;
}

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  port: number;
  /** The CPU core to pin the process to (when taskset exists). */
  core?: number;
  /** The script to run; defaults to the real server. */
  script?: string;
  readyPath?: string;
  readyTimeoutMs?: number;
}

/** Starts `node --import tsx <script>` as a child process and waits until readyPath answers 200. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const script = options.script ?? path.join(ROOT, 'server/src/main.ts');
  const [command, args] = pinned(options.core ?? 0, process.execPath, ['--import', 'tsx', script]);
  const child = spawn(command, args, { cwd: ROOT, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(line);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  const readyPath = options.readyPath ?? '/api/public/health';
  for (;;) {
    if (exited) throw new Error(`server exited before it was ready:\n${lines.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within the time limit:\n${lines.join('\n')}`);
    }
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const pid = child.pid ?? -1;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!exited) child.kill(signal);
    await exit;
  };
  return {
    pid,
    url,
    child,
    rssMb: () => readRssMb(pid),
    output: () => [...lines],
    kill,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
  };
}

export function readRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
