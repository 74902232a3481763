/**
 * `npm run bench:first-minutes`: a newcomer's first minutes, timed. Clones this repository's last commit into a
 * temporary folder, runs `npm install` there (the machine's npm cache as it is: say whether it was warm), then
 * `npm start`, until `GET /` answers 200 with the page rendered on the server. Prints the seconds of each
 * phase: install, client build, embedded database set-up and demo seed (as `npm start` reports them), the
 * server listening, the first page, the first server-rendered page. Target: install + rendered page < 90 s.
 *
 *   npm run bench:first-minutes -- [--runs 3] [--prefer-offline] [--ci] [--reuse <clone>]
 *
 * `--ci` installs with `npm ci`; `--reuse <clone>` skips clone and install and times `npm start` in an
 * installed clone after removing its dist/ and data/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, median, printTable, ROOT, sleep, writeResults } from './lib/common';

export const FIRST_MINUTES_TARGET_SECONDS = 90;
const READY_TIMEOUT_MS = 600_000;

interface Run {
  load: number;
  installSeconds: number;
  installCpuSeconds: number;
  /** Seconds from `npm start` to each line it printed that marks a phase's end (NaN when absent). */
  buildDone: number;
  databaseDone: number;
  /** As the set-up reported them: creating and migrating the database, then the demo seed. */
  databaseSeconds: number;
  seedSeconds: number;
  listening: number;
  firstPage: number;
  renderedPage: number;
  /** CPU seconds of `npm start` and its children until the rendered page. */
  startCpuSeconds: number;
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'prefer-offline': { type: 'boolean', default: false },
    ci: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});

/** CPU seconds of this process's waited-for children (utime + stime of the dead, from /proc). */
function childrenCpuSeconds(pid: number | 'self' = 'self'): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm) ": state is field 3, so utime/stime/cutime/cstime (14-17) sit at 11-14 here.
  const ticks = (i: number) => Number(fields[i]);
  return pid === 'self'
    ? (ticks(13) + ticks(14)) / 100
    : (ticks(11) + ticks(12) + ticks(13) + ticks(14)) / 100;
}

/** CPU seconds of a process group: each member's own and its waited-for children's. */
function groupCpuSeconds(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid) total += childrenCpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function run(command: string, commandArgs: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(0) : reject(new Error(`${command} exited ${code}`))));
  });
}

async function install(dir: string): Promise<{ seconds: number; cpu: number }> {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const npmArgs = [args.ci ? 'ci' : 'install', '--no-audit', '--no-fund'];
  if (args['prefer-offline']) npmArgs.push('--prefer-offline');
  await run('npm', npmArgs, dir);
  return { seconds: (Date.now() - started) / 1000, cpu: childrenCpuSeconds() - cpuBefore };
}

/** The page as the server rendered it: the root element holds markup, not the empty shell. */
const isRendered = (html: string) =>
  !html.includes('<div id="root"></div>') && html.includes('<div id="root">');

async function start(dir: string): Promise<Omit<Run, 'load' | 'installSeconds' | 'installCpuSeconds'>> {
  const port = 45_000 + Math.floor(Math.random() * 1000);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port) };
  env.HOST = '127.0.0.1';
  const started = Date.now();
  const at = () => (Date.now() - started) / 1000;
  const child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const marks = new Map<string, number>();
  const lines: string[] = [];
  const watch = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (/^Client built in/.test(line)) marks.set('build', at());
      if (/Server listening at/.test(line)) marks.set('listening', at());
      const setUp =
        /Embedded database set up: created and migrated in ([\d.]+) s(?:, demo content in ([\d.]+) s)?/.exec(
          line,
        );
      if (setUp) {
        marks.set('database', at());
        marks.set('databaseSeconds', Number(setUp[1]));
        marks.set('seedSeconds', Number(setUp[2] ?? Number.NaN));
      }
    }
  };
  child.stdout?.on('data', watch);
  child.stderr?.on('data', watch);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  let firstPage = Number.NaN;
  let cpu = Number.NaN;
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited:\n${lines.slice(-30).join('\n')}`);
      if (Date.now() - started > READY_TIMEOUT_MS)
        throw new Error(`not ready:\n${lines.slice(-30).join('\n')}`);
      const html = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(30_000),
      }).then(
        (response) => (response.ok ? response.text() : null),
        () => null,
      );
      if (html !== null && Number.isNaN(firstPage)) firstPage = at();
      if (html !== null && isRendered(html)) break;
      await sleep(200);
    }
    const renderedPage = at();
    cpu = groupCpuSeconds(child.pid ?? -1);
    return {
      buildDone: marks.get('build') ?? Number.NaN,
      databaseDone: marks.get('database') ?? Number.NaN,
      databaseSeconds: marks.get('databaseSeconds') ?? Number.NaN,
      seedSeconds: marks.get('seedSeconds') ?? Number.NaN,
      listening: marks.get('listening') ?? Number.NaN,
      firstPage,
      renderedPage,
      startCpuSeconds: cpu,
    };
  } finally {
    await stopGroup(child, () => exited);
  }
}

async function stopGroup(child: ChildProcess, exited: () => boolean): Promise<void> {
  const pgid = child.pid;
  if (!pgid) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  for (let i = 0; i < 50 && !exited(); i++) await sleep(100);
  signal('SIGKILL');
}

async function oneRun(): Promise<Run> {
  const load = loadavg()[0];
  if (args.reuse) {
    const dir = path.resolve(args.reuse);
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    rmSync(path.join(dir, 'data'), { recursive: true, force: true });
    return { load, installSeconds: Number.NaN, installCpuSeconds: Number.NaN, ...(await start(dir)) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'first-minutes-'));
  try {
    await run('git', ['clone', '-q', ROOT, dir], tmpdir());
    const installed = await install(dir);
    return {
      load,
      installSeconds: installed.seconds,
      installCpuSeconds: installed.cpu,
      ...(await start(dir)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(runs: Run[]): boolean {
  const totals = runs.map((r) => (Number.isNaN(r.installSeconds) ? 0 : r.installSeconds) + r.renderedPage);
  const row = (r: Run, i: number) => [
    String(i + 1),
    fmt(r.load, 1),
    `${fmt(r.installSeconds, 1)} (${fmt(r.installCpuSeconds, 0)} cpu)`,
    fmt(r.buildDone, 1),
    `${fmt(r.databaseDone, 1)} (${fmt(r.databaseSeconds, 1)} + seed ${fmt(r.seedSeconds, 1)})`,
    fmt(r.listening, 1),
    fmt(r.firstPage, 1),
    `${fmt(r.renderedPage, 1)} (${fmt(r.startCpuSeconds, 0)} cpu)`,
    fmt(totals[i], 1),
  ];
  const ok = median(totals) < FIRST_MINUTES_TARGET_SECONDS;
  const install = args.reuse
    ? 'reused clone'
    : `npm ${args.ci ? 'ci' : 'install'}${args['prefer-offline'] ? ' --prefer-offline' : ''}`;
  printTable(
    `First minutes: ${install}, then npm start; seconds (target: install + rendered page < ${FIRST_MINUTES_TARGET_SECONDS} s)`,
    [
      'run',
      'load',
      'install',
      'built',
      'database set up',
      'listening',
      'first page',
      'rendered page',
      'total',
    ],
    runs.map(row),
  );
  console.log(`median total ${fmt(median(totals), 1)} s: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

const runs: Run[] = [];
for (let i = 0; i < Number(args.runs); i++) runs.push(await oneRun());
writeResults('first-minutes', { args, runs });
if (!print(runs)) process.exitCode = 1;
console.log(
  `npm cache: ${existsSync(path.join(process.env.HOME ?? '', '.npm/_cacache')) ? 'present (warm if npm install ran here before)' : 'empty'}`,
);
