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
import { call } from './lib/flows';
import { checkInvariants, invariantRows } from './lib/invariants';
import { failedRequests, printTallies, runMixedWorkload } from './lib/mixed-workload';
import { seedBenchData } from './lib/seed';
import { serverEnv, startServerProcess } from './lib/server';
import { runTwoProcessChecks } from './lib/two-process';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const PORT = 43_000 + Math.floor(Math.random() * 1000);

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
    const { tallies, accepted, uploads } = await runMixedWorkload(base, DURATION_S);
    const rssAfterLoad = server.rssMb();
    const invariants = await checkInvariants(database.url, accepted);
    let visibleUploads = 0;
    for (const url of uploads.slice(-20)) {
      const answer = await call(base, 'GET', new URL(url, base).pathname);
      if (answer.status === 200) visibleUploads++;
    }

    printTallies(tallies, DURATION_S);
    const fiveXx = failedRequests(tallies);
    await server.stop();

    const twoProcess = await runTwoProcessChecks(env, PORT + 1, PORT + 2);
    const checks = [
      { check: 'zero 5xx and network errors', ok: fiveXx === 0, detail: String(fiveXx) },
      ...invariantRows(invariants, accepted),
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
