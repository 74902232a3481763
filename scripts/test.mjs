// `npm test`: lint and format check, type check, then every vitest project (drift checks included).
//
// On two cores the steps overlap instead of taking turns: Biome and tsc start at once beside the client build
// (which the end-to-end tests and a few server tests need), and keep going, at a low priority (nice 10), while
// the tests run. The end-to-end files run one at a time (each drives a site and a Chromium) in a vitest process of
// their own, beside the other projects' two workers rather than alone after them; those workers give way to it
// (nice 5), so the end-to-end chain, the longest single line of work, is not starved.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { BUILT_FOR_THIS_RUN, ensureClientBuiltAsync, ROOT } from './client-build.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const RESULTS = path.join(ROOT, 'test-results');
/** Low enough to leave the tests their pace, high enough to be done by their end (not a single-core tail). */
const BACKGROUND = 10;
const BESIDE_E2E = 5;

function title(text) {
  console.log(`\n▶ ${text}`);
}

/** A child whose output is kept (and copied to `logFile`), to be printed when its turn comes. */
function startQuiet(command, args, logFile) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  const log = logFile ? createWriteStream(logFile) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      chunks.push(chunk);
      log?.write(chunk);
    });
  }
  const done = new Promise((resolve) => {
    child.on('close', (status) => {
      log?.end();
      resolve({ ok: status === 0, output: Buffer.concat(chunks).toString() });
    });
  });
  return { child, done };
}

function startLoud(command, args) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
  return { child, done: new Promise((resolve) => child.on('close', (status) => resolve(status === 0))) };
}

function lower(child, priority) {
  try {
    if (child.exitCode === null) setPriority(child.pid, priority);
  } catch {
    // Already gone, or not allowed here: it then only runs at its usual priority.
  }
}

function vitestArgs(project, report) {
  return [
    'run',
    `--project=${project}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

function summaryOf(report) {
  if (!existsSync(report)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

const failures = [];
title('Lock file (npm ci needs every platform entry)');
const lock = spawnSync(process.execPath, ['scripts/lock-platform-stubs.mjs', '--check'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (lock.status !== 0) failures.push('lock');

mkdirSync(RESULTS, { recursive: true });
const biome = startQuiet(bin('biome'), ['check', '.']);
const tsc = startQuiet(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);

title('Client build (Biome and TypeScript run meanwhile; their output follows the tests)');
const built = await ensureClientBuiltAsync();
if (!built) failures.push('client build');

const report = path.join(RESULTS, 'vitest.json');
const e2eReport = path.join(RESULTS, 'vitest-e2e.json');
const e2eLog = path.join(RESULTS, 'e2e.log');
rmSync(report, { force: true });
rmSync(e2eReport, { force: true });

let e2eOk = false;
let othersOk = false;
if (built) {
  process.env[BUILT_FOR_THIS_RUN] = '1';
  lower(biome.child, BACKGROUND);
  lower(tsc.child, BACKGROUND);
  const e2e = startQuiet(bin('vitest'), vitestArgs('e2e', e2eReport), e2eLog);
  title(
    'Vitest (common, server on each database, client, security); end-to-end beside it, its output below it ' +
      `(and in ${path.relative(ROOT, e2eLog)} as it runs)`,
  );
  const others = startLoud(bin('vitest'), vitestArgs('!e2e', report));
  lower(others.child, BESIDE_E2E);
  othersOk = await others.done;
  title('Vitest end-to-end');
  const e2eResult = await e2e.done;
  process.stdout.write(e2eResult.output);
  e2eOk = e2eResult.ok;
}
if (!othersOk) failures.push('vitest');
if (!e2eOk) failures.push('vitest e2e');

title('Biome (format and lint)');
const biomeResult = await biome.done;
process.stdout.write(biomeResult.output);
if (!biomeResult.ok) failures.push('biome');

title('TypeScript');
const tscResult = await tsc.done;
process.stdout.write(tscResult.output);
if (!tscResult.ok) failures.push('tsc');

const summary = [summaryOf(report), summaryOf(e2eReport)].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
