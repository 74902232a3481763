/**
 * `npm run load`: a mixed workload for LOAD_DURATION seconds (default 60) against the real server on a
 * seeded PostgreSQL database — public reads, logins, donations through the stand-in gateway, uploads —
 * then the invariants (no 5xx, no lost writes, exact raised amounts), then the two-process checks
 * (bench/lib/two-process.ts). Prints tables, writes bench/results/load-*.json, exits 1 on a failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, fmt, hasTaskset, printTable, ROOT, writeResults } from './lib/common';
import { type Answer, call, donate, login, upload } from './lib/flows';
import { checkInvariants } from './lib/invariants';
import { SIZES, seedBenchData } from './lib/seed';
import { serverEnv, startServerProcess } from './lib/server';
import { runTwoProcessChecks } from './lib/two-process';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const PORT = 43_000 + Math.floor(Math.random() * 1000);
const MAX_ITERATIONS = 100_000;

interface Tally {
  requests: number;
  byStatus: Record<string, number>;
}

const tallies: Record<string, Tally> = {};
function record(kind: string, answers: Answer[]): void {
  tallies[kind] ??= { requests: 0, byStatus: {} };
  const t = tallies[kind];
  for (const a of answers) {
    t.requests++;
    const key = a.status === 0 ? 'network' : `${Math.floor(a.status / 100)}xx`;
    t.byStatus[key] = (t.byStatus[key] ?? 0) + 1;
  }
}

async function loop(deadline: number, body: (i: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < deadline; i++) await body(i);
}

async function main(): Promise<number> {
  console.log(`load: ${DURATION_S}s mixed workload${hasTaskset ? ' (server pinned to core 0)' : ''}`);
  const database = await createDatabase('load');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'load-data-'));
  const env = serverEnv('development', database.url, PORT, dataDir);
  const server = await (async () => {
    const seeded = await seedBenchData(database.url);
    console.log(`seeded ${JSON.stringify(seeded.counts)} in ${fmt(seeded.seconds, 1)} s`);
    return startServerProcess({ env, port: PORT, core: 0 });
  })();
  try {
    const base = server.url;
    const rssAfterStart = server.rssMb();
    const accepted: Array<{ id: number; paid: boolean }> = [];
    const uploads: string[] = [];
    const deadline = Date.now() + DURATION_S * 1000;
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
    const workers = [
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
    ];
    await Promise.all(workers);
    const rssAfterLoad = server.rssMb();
    const invariants = await checkInvariants(database.url, accepted);
    let visibleUploads = 0;
    for (const url of uploads.slice(-20)) {
      const answer = await call(base, 'GET', new URL(url, base).pathname);
      if (answer.status === 200) visibleUploads++;
    }

    printTable(
      `Mixed workload, ${DURATION_S}s`,
      ['kind', 'requests', 'req/s', '2xx', '3xx', '4xx', '5xx', 'network'],
      Object.entries(tallies).map(([kind, t]) => [
        kind,
        t.requests,
        fmt(t.requests / DURATION_S, 1),
        t.byStatus['2xx'] ?? 0,
        t.byStatus['3xx'] ?? 0,
        t.byStatus['4xx'] ?? 0,
        t.byStatus['5xx'] ?? 0,
        t.byStatus.network ?? 0,
      ]),
    );
    const fiveXx = Object.values(tallies).reduce(
      (s, t) => s + (t.byStatus['5xx'] ?? 0) + (t.byStatus.network ?? 0),
      0,
    );
    await server.stop();

    const twoProcess = await runTwoProcessChecks(env, PORT + 1, PORT + 2);
    const checks = [
      { check: 'zero 5xx and network errors', ok: fiveXx === 0, detail: String(fiveXx) },
      {
        check: 'every accepted donation found',
        ok: invariants.missingDonations.length === 0,
        detail: `${accepted.length} accepted, ${invariants.missingDonations.length} missing`,
      },
      {
        check: 'paid ⇔ COMPLETED',
        ok: invariants.paidButNotCompleted.length + invariants.unpaidButCompleted.length === 0,
        detail: `${accepted.filter((a) => a.paid).length} paid`,
      },
      {
        check: 'raised = Σ completed donations',
        ok: invariants.programsWithWrongRaised.length === 0,
        detail: `${invariants.programsWithWrongRaised.length} programs off`,
      },
      {
        check: 'recent uploads served',
        ok: visibleUploads === Math.min(20, uploads.length) && uploads.length > 0,
        detail: `${uploads.length} uploaded`,
      },
      ...twoProcess,
    ];
    printTable(
      'Checks',
      ['check', 'result', 'detail'],
      checks.map((c) => [c.check, c.ok ? 'PASS' : 'FAIL', c.detail]),
    );
    printTable(
      'Server memory (RSS)',
      ['moment', 'MB'],
      [
        ['after start', fmt(rssAfterStart)],
        ['after the load run', fmt(rssAfterLoad)],
      ],
    );
    const file = writeResults('load', {
      at: new Date().toISOString(),
      durationSeconds: DURATION_S,
      tallies,
      invariants,
      checks,
      memory: { rssAfterStart, rssAfterLoad },
    });
    console.log(`\nresults: ${path.relative(ROOT, file)}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
