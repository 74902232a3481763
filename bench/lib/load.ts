import { spawn } from 'node:child_process';
import path from 'node:path';
import { pinned, ROOT } from './common';
import type { WorkerResult, WorkerTask } from './load-worker';

export type { WorkerRequest, WorkerResult, WorkerTask } from './load-worker';

/** Runs autocannon in a child process pinned to `core`; bounded by the task's duration plus a margin. */
export function runLoad(task: WorkerTask, core = 1): Promise<WorkerResult> {
  const worker = path.join(ROOT, 'bench/lib/load-worker.ts');
  const [command, args] = pinned(core, process.execPath, ['--import', 'tsx', worker, JSON.stringify(task)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (task.durationSeconds + 30) * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as WorkerResult);
      } catch {
        reject(new Error(`load worker failed (exit ${code}): ${err || out}`));
      }
    });
  });
}
