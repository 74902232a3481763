import { fmt, printTable } from './common';
import { type Answer, call, donate, login, upload } from './flows';
import { SIZES } from './seed';

const MAX_ITERATIONS = 100_000;

export interface Tally {
  requests: number;
  byStatus: Record<string, number>;
}

export interface WorkloadOutcome {
  tallies: Record<string, Tally>;
  /** Donations the server accepted, and whether the stand-in gateway was paid for each. */
  accepted: Array<{ id: number; paid: boolean }>;
  /** Addresses of the files uploaded. */
  uploads: string[];
}

async function loop(deadline: number, body: (i: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < deadline; i++) await body(i);
}

/**
 * The mixed workload of `npm run load` against `base` for `seconds`: public reads, logins, donations through
 * the stand-in gateway and uploads, each request tallied by kind and status class.
 */
export async function runMixedWorkload(base: string, seconds: number): Promise<WorkloadOutcome> {
  const tallies: Record<string, Tally> = {};
  const record = (kind: string, answers: Answer[]): void => {
    tallies[kind] ??= { requests: 0, byStatus: {} };
    const t = tallies[kind];
    for (const a of answers) {
      t.requests++;
      const key = a.status === 0 ? 'network' : `${Math.floor(a.status / 100)}xx`;
      t.byStatus[key] = (t.byStatus[key] ?? 0) + 1;
    }
  };
  const accepted: Array<{ id: number; paid: boolean }> = [];
  const uploads: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  const readPaths = [
    '/api/programs?status=ACTIVE&page=0&size=20',
    '/api/programs/1',
    '/api/programs/1/donations/stats',
    '/api/courses?page=0&size=12',
    '/api/courses/2',
    '/api/public/landing',
    '/api/public/slides',
    '/api/donations/program/3?page=0&size=10',
  ];
  const { token: uploaderToken } = await login(base, 1);
  if (!uploaderToken) throw new Error('the uploader could not sign in');
  await Promise.all([
    ...Array.from({ length: 6 }, (_, w) =>
      loop(deadline, async (i) => {
        record('public read', [await call(base, 'GET', readPaths[(i + w) % readPaths.length])]);
      }),
    ),
    ...Array.from({ length: 2 }, (_, w) =>
      loop(deadline, async (i) => {
        const { answer } = await login(base, 10 + ((i * 2 + w) % (SIZES.users - 10)));
        record('login', [answer]);
      }),
    ),
    ...Array.from({ length: 4 }, (_, w) =>
      loop(deadline, async (i) => {
        const outcome = await donate(base, 1 + ((i * 4 + w) % 150), 1000 + i, i % 5 !== 0);
        record('donation', outcome.answers);
        if (outcome.id) accepted.push({ id: outcome.id, paid: outcome.paid });
      }),
    ),
    loop(deadline, async () => {
      const { answer, url } = await upload(base, uploaderToken);
      record('upload', [answer]);
      if (url) uploads.push(url);
    }),
  ]);
  return { tallies, accepted, uploads };
}

export function printTallies(tallies: Record<string, Tally>, seconds: number): void {
  printTable(
    `Mixed workload, ${seconds}s`,
    ['kind', 'requests', 'req/s', '2xx', '3xx', '4xx', '5xx', 'network'],
    Object.entries(tallies).map(([kind, t]) => [
      kind,
      t.requests,
      fmt(t.requests / seconds, 1),
      t.byStatus['2xx'] ?? 0,
      t.byStatus['3xx'] ?? 0,
      t.byStatus['4xx'] ?? 0,
      t.byStatus['5xx'] ?? 0,
      t.byStatus.network ?? 0,
    ]),
  );
}

/** 5xx answers and requests that got no answer at all. */
export const failedRequests = (tallies: Record<string, Tally>): number =>
  Object.values(tallies).reduce((s, t) => s + (t.byStatus['5xx'] ?? 0) + (t.byStatus.network ?? 0), 0);
