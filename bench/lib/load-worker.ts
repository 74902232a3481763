/**
 * Runs one autocannon measurement in its own process (pinned to its own core by the parent) and prints
 * the summary as one JSON line. Input: the JSON of a WorkerTask in argv[2].
 */
import autocannon from 'autocannon';

export interface WorkerRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface WorkerTask {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: WorkerRequest[];
}

export interface WorkerResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const task = JSON.parse(process.argv[2] ?? '{}') as WorkerTask;
const result = await autocannon({
  url: task.url,
  connections: task.connections,
  duration: task.durationSeconds,
  timeout: 10,
  requests: task.requests.map((r) => ({
    method: r.method,
    path: r.path,
    body: r.body,
    headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
  })),
});
const summary: WorkerResult = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
