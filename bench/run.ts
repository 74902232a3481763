/**
 * `npm run bench`: seeds the realistic data set into a fresh PostgreSQL database, starts the real server
 * and the bare baseline as child processes pinned to core 0, and measures them with autocannon pinned to
 * core 1: interleaved targets, BENCH_ROUNDS rounds (≥ 2, default 3), medians; ratios are the median of
 * per-round ratios. The same server also runs on its embedded database (PGlite, demo seed), as `npm start`
 * does on a bare machine. Prints the tables, writes
 * bench/results/bench-*.json, and exits 1 when a target is missed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, print } from 'graphql';
import { ensureClientBuilt } from '../scripts/client-build.mjs';
import { LANDING_TARGET_KB, landingBundle } from '../server/src/perf/bundle';
import { restRoutesFor } from '../server/src/rest/routes';
import { benchAdminLists } from './admin-lists';
import { FIRST_START_TARGET_MB, measureFirstStart, printFirstStart } from './first-start';
import { createDatabase, fmt, hasTaskset, median, printTable, ROOT, writeResults } from './lib/common';
import { runLoad, type WorkerRequest, type WorkerResult } from './lib/load';
import { seedBenchData } from './lib/seed';
import { type ServerProcess, serverEnv, startServerProcess } from './lib/server';

/** The REST door's programs list operation, so both doors are timed on the same selection. */
function restProgramsList() {
  const schema = buildSchema(readFileSync(`${ROOT}/schema.graphql`, 'utf8'));
  const row = restRoutesFor(schema).find((r) => r.method === 'GET' && r.path === '/programs');
  if (!row) throw new Error('no GET /programs row');
  return row.operation;
}

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.max(2, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = [32, 100] as const;
const STACK_PORT = 41_000 + Math.floor(Math.random() * 1000);
const BASELINE_PORT = STACK_PORT + 1000;
const PEER_PORT = STACK_PORT + 2000;
const EMBEDDED_PORT = STACK_PORT + 3000;

const gql = (query: string, variables: Record<string, unknown> = {}): WorkerRequest => ({
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query, variables }),
});

const SLIDES = 'query PublicSlides { publicSlides { id title description imageUrl link showTitle } }';
const LANDING = `query PublicLanding { publicLanding {
  hero { title subtitle } stats { title subtitle studentsHelped donorsActive projectsCompleted fundsRaised }
  programs { title subtitle scholarships supplies mentorship infrastructure }
  testimonials { title subtitle data } cta { title subtitle } } }`;

interface Target {
  name: string;
  server: 'stack' | 'baseline' | 'peer' | 'embedded';
  requests: WorkerRequest[];
}

const targets: Target[] = [
  {
    name: 'REST programs list',
    server: 'stack',
    requests: [{ method: 'GET', path: '/api/programs?status=ACTIVE&page=0&size=100' }],
  },
  {
    name: 'GraphQL programs list',
    server: 'stack',
    requests: [
      gql(print(restProgramsList()), { status: 'ACTIVE', page: 0, size: 100, type: null, search: null }),
    ],
  },
  {
    name: 'baseline programs list',
    server: 'baseline',
    requests: [{ method: 'GET', path: '/api/programs?status=ACTIVE&page=0&size=100' }],
  },
  {
    name: 'plain Fastify programs list',
    server: 'peer',
    requests: [{ method: 'GET', path: '/api/programs?status=ACTIVE&page=0&size=100' }],
  },
  { name: 'REST course detail', server: 'stack', requests: [{ method: 'GET', path: '/api/courses/1' }] },
  {
    name: 'REST program detail + stats',
    server: 'stack',
    requests: [
      { method: 'GET', path: '/api/programs/1' },
      { method: 'GET', path: '/api/programs/1/donations/stats' },
    ],
  },
  { name: 'landing data (GraphQL)', server: 'stack', requests: [gql(SLIDES), gql(LANDING)] },
  // `npm start` on a bare machine: the same server on its embedded database (PGlite) with the demo seed
  // (development mode: production refuses demo data).
  {
    name: 'REST programs list, embedded database (demo seed)',
    server: 'embedded',
    requests: [{ method: 'GET', path: '/api/programs?status=ACTIVE&page=0&size=100' }],
  },
  {
    name: 'landing data (GraphQL), embedded database',
    server: 'embedded',
    requests: [gql(SLIDES), gql(LANDING)],
  },
];

/** Static files as a browser asks for them (the precompressed brotli file) and a server-rendered page. */
function clientTargets(): Target[] {
  // The landing route's largest script (its chunks come largest first).
  const script = landingBundle().chunks[0]?.file;
  return [
    ...(script
      ? [
          {
            name: `static ${script} (br)`,
            server: 'stack' as const,
            requests: [{ method: 'GET' as const, path: `/${script}`, headers: { 'accept-encoding': 'br' } }],
          },
        ]
      : []),
    {
      name: 'server-rendered /programs (br)',
      server: 'stack',
      requests: [
        { method: 'GET', path: '/programs', headers: { accept: 'text/html', 'accept-encoding': 'br' } },
      ],
    },
  ];
}

interface Cell {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rounds: WorkerResult[];
}

async function main(): Promise<number> {
  console.log(
    `bench: ${ROUNDS} rounds × ${DURATION}s, taskset ${hasTaskset ? 'on (server core 0, load core 1)' : 'absent'}`,
  );
  ensureClientBuilt();
  targets.push(...clientTargets());
  const database = await createDatabase('bench');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const embeddedDataDir = mkdtempSync(path.join(tmpdir(), 'bench-embedded-'));
  const servers: ServerProcess[] = [];
  try {
    const seeded = await seedBenchData(database.url);
    console.log(`seeded ${JSON.stringify(seeded.counts)} in ${fmt(seeded.seconds, 1)} s`);

    const stack = await startServerProcess({
      env: serverEnv('production', database.url, STACK_PORT, dataDir, { SERVE_CLIENT: 'true' }),
      port: STACK_PORT,
      core: 0,
    });
    servers.push(stack);
    const rssAfterStart = stack.rssMb();
    const baseline = await startServerProcess({
      env: { PATH: process.env.PATH, DATABASE_URL: database.url, PORT: String(BASELINE_PORT) },
      port: BASELINE_PORT,
      core: 0,
      script: path.join(ROOT, 'bench/lib/baseline-server.ts'),
    });
    servers.push(baseline);
    const peer = await startServerProcess({
      env: { PATH: process.env.PATH, DATABASE_URL: database.url, PORT: String(PEER_PORT) },
      port: PEER_PORT,
      core: 0,
      script: path.join(ROOT, 'bench/lib/fastify-peer-server.ts'),
    });
    servers.push(peer);
    const embeddedEnv = serverEnv('development', '', EMBEDDED_PORT, embeddedDataDir, {
      SEED_ON_START: 'true',
    });
    delete embeddedEnv.DATABASE_URL;
    const embedded = await startServerProcess({
      env: embeddedEnv,
      port: EMBEDDED_PORT,
      core: 0,
      readyTimeoutMs: 180_000,
    });
    servers.push(embedded);
    const urlOf = (t: Target) =>
      ({ stack: stack.url, baseline: baseline.url, peer: peer.url, embedded: embedded.url })[t.server];

    for (const t of targets) {
      await runLoad({ url: urlOf(t), connections: 32, durationSeconds: 2, requests: t.requests });
    }
    const raw = new Map<string, WorkerResult[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const connections of CONNECTIONS) {
        for (const t of targets) {
          const result = await runLoad({
            url: urlOf(t),
            connections,
            durationSeconds: DURATION,
            requests: t.requests,
          });
          const key = `${t.name}@${connections}`;
          raw.set(key, [...(raw.get(key) ?? []), result]);
          console.log(`  round ${round} c=${connections} ${t.name}: ${fmt(result.requestsPerSecond)} req/s`);
        }
      }
    }
    const rssAfterLoad = stack.rssMb();

    const cells = new Map<string, Cell>();
    for (const [key, rounds] of raw) {
      cells.set(key, {
        rps: median(rounds.map((r) => r.requestsPerSecond)),
        p50: median(rounds.map((r) => r.p50)),
        p99: median(rounds.map((r) => r.p99)),
        errors: rounds.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0),
        rounds,
      });
    }
    const cell = (name: string, c: number) => cells.get(`${name}@${c}`) as Cell;
    const rows = targets.flatMap((t) =>
      CONNECTIONS.map((c) => {
        const x = cell(t.name, c);
        return [t.name, c, fmt(x.rps), fmt(x.p50, 1), fmt(x.p99, 1), x.errors];
      }),
    );
    printTable(
      'Throughput and latency (medians)',
      ['target', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows,
    );

    // Each round's stack figure is divided by the same round's baseline, measured moments apart, and the
    // median of those ratios is reported: a slow spell of the machine then slows both sides of one ratio.
    const pairedMedian = (name: string, versus: string, c: number, pick: (r: WorkerResult) => number) =>
      median(cell(name, c).rounds.map((r, i) => pick(r) / Math.max(pick(cell(versus, c).rounds[i]), 1)));
    const ratiosVersus = (versus: string) =>
      CONNECTIONS.flatMap((c) =>
        (['REST programs list', 'GraphQL programs list'] as const).map((name) => ({
          name,
          connections: c,
          throughput: pairedMedian(name, versus, c, (r) => r.requestsPerSecond),
          p99: pairedMedian(name, versus, c, (r) => r.p99),
        })),
      );
    const ratios = ratiosVersus('baseline programs list');
    const peerRatios = ratiosVersus('plain Fastify programs list');
    printTable(
      'Ratios vs the bare baseline (node:http + postgres.js)',
      ['target', 'conns', 'throughput ×', 'p99 ×'],
      ratios.map((r) => [r.name, r.connections, fmt(r.throughput, 2), fmt(r.p99, 2)]),
    );
    printTable(
      'Ratios vs a plain Fastify + drizzle route returning the same list',
      ['target', 'conns', 'throughput ×', 'p99 ×'],
      peerRatios.map((r) => [r.name, r.connections, fmt(r.throughput, 2), fmt(r.p99, 2)]),
    );

    ensureClientBuilt();
    const bundle = landingBundle();
    printTable(
      `Landing route JavaScript as sent (brotli): ${fmt(bundle.totalBrotliKb, 1)} KB (gzip ${fmt(bundle.totalGzipKb, 1)} KB), target ${LANDING_TARGET_KB} KB`,
      ['chunk', 'raw KB', 'gzip KB', 'brotli KB'],
      bundle.chunks.map((c) => [
        c.file,
        fmt(c.bytes / 1024, 1),
        fmt(c.gzipBytes / 1024, 1),
        fmt(c.brotliBytes / 1024, 1),
      ]),
    );
    printTable(
      'Server memory (RSS)',
      ['moment', 'MB'],
      [
        ['after start', fmt(rssAfterStart)],
        ['after the load run', fmt(rssAfterLoad)],
      ],
    );

    const firstStart = await measureFirstStart();
    printFirstStart(firstStart);
    const adminLists = await benchAdminLists();

    const at32 = (name: string) => ratios.find((r) => r.name === name && r.connections === 32);
    const totalErrors = [...cells.values()].reduce((s, c) => s + c.errors, 0);
    const checks = [
      {
        check: 'REST throughput at 32 ≥ 0.9× baseline',
        ok: (at32('REST programs list')?.throughput ?? 0) >= 0.9,
      },
      {
        check: 'REST throughput at 32 ≥ 1.0× plain Fastify',
        ok:
          (peerRatios.find((r) => r.name === 'REST programs list' && r.connections === 32)?.throughput ??
            0) >= 1,
      },
      {
        check: 'GraphQL throughput at 32 ≥ 0.75× baseline',
        ok: (at32('GraphQL programs list')?.throughput ?? 0) >= 0.75,
      },
      { check: 'REST p99 at 32 ≤ 2.5× baseline', ok: (at32('REST programs list')?.p99 ?? Infinity) <= 2.5 },
      { check: 'GraphQL p99 at 32 ≤ 3× baseline', ok: (at32('GraphQL programs list')?.p99 ?? Infinity) <= 3 },
      { check: 'zero errors', ok: totalErrors === 0 },
      { check: `landing JS ≤ ${LANDING_TARGET_KB} KB brotli`, ok: bundle.totalBrotliKb <= LANDING_TARGET_KB },
      {
        check: `embedded database: ≤ ${FIRST_START_TARGET_MB} MB at ready on a first start`,
        ok: firstStart.firstStartMb <= FIRST_START_TARGET_MB,
      },
      { check: 'admin lists: p99 ≤ 50 ms, SQL independent of page size', ok: adminLists },
    ];
    printTable(
      'Targets',
      ['check', 'result'],
      checks.map((c) => [c.check, c.ok ? 'PASS' : 'FAIL']),
    );
    const file = writeResults('bench', {
      at: new Date().toISOString(),
      settings: { rounds: ROUNDS, durationSeconds: DURATION, connections: CONNECTIONS, taskset: hasTaskset },
      seed: seeded,
      results: Object.fromEntries(cells),
      ratios,
      peerRatios,
      bundle: { ...bundle, targetKb: LANDING_TARGET_KB },
      memory: { rssAfterStartMb: rssAfterStart, rssAfterLoadMb: rssAfterLoad, embedded: firstStart },
      checks,
    });
    console.log(`\nresults: ${path.relative(ROOT, file)}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    for (const s of servers) await s.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(embeddedDataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
