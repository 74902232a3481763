// `npm test`: lint and format check, type check, then every vitest project (drift checks included).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const failures = [];
if (
  !step('Lock file (npm ci needs every platform entry)', process.execPath, [
    'scripts/lock-platform-stubs.mjs',
    '--check',
  ])
) {
  failures.push('lock');
}
if (!step('Biome (format and lint)', bin('biome'), ['check', '.'])) failures.push('biome');
if (!step('TypeScript', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])) failures.push('tsc');

const report = path.join(ROOT, 'test-results/vitest.json');
rmSync(report, { force: true });
const vitestOk = step('Vitest (common, server on each database, client, end-to-end)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
if (!vitestOk) failures.push('vitest');

let summary = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  summary = {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
