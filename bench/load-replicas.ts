/**
 * `npm run load:replicas`: `npm run load`'s mixed workload for LOAD_DURATION seconds (default 30) through a
 * local round-robin proxy (bench/lib/round-robin-proxy.ts) in front of two server processes on one seeded
 * PostgreSQL database and one shared data folder, as docker-compose.yml runs them behind Caddy. Then the
 * invariants (no 5xx, no lost writes, exact raised amounts), uploads served through either process, and a
 * live notification created through one process reaching a socket held by the other. Exits 1 on a failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createDatabase, fmt, printTable, ROOT, writeResults } from './lib/common';
import { bearer, call, login } from './lib/flows';
import { checkInvariants, invariantRows } from './lib/invariants';
import { failedRequests, printTallies, runMixedWorkload } from './lib/mixed-workload';
import { startRoundRobinProxy } from './lib/round-robin-proxy';
import { seedBenchData } from './lib/seed';
import { type ServerProcess, serverEnv, startServerProcess } from './lib/server';
import type { CheckRow } from './lib/two-process';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
const PORT = 44_000 + Math.floor(Math.random() * 1000);

/** A socket on `viaUrl` as `token`; answers how many ms after `create()` the notification event arrived. */
async function liveDelivery(
  socketUrl: string,
  token: string,
  create: () => Promise<number>,
): Promise<{ status: number; ms: number | null }> {
  let events = 0;
  let createdAt = 0;
  let arrived: number | null = null;
  const client = createClient({
    url: `${socketUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const firstEvent = new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query: 'subscription { notificationEvents { unreadCount notification { id } } }' },
      {
        next: () => {
          events++;
          if (events === 1) resolve();
          else if (arrived === null) arrived = Date.now() - createdAt;
        },
        error: reject,
        complete: () => {},
      },
    );
  });
  try {
    await firstEvent;
    createdAt = Date.now();
    const status = await create();
    for (let waited = 0; arrived === null && waited < 3000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { status, ms: arrived };
  } finally {
    await client.dispose();
  }
}

async function main(): Promise<number> {
  console.log(`load (two processes behind a round-robin proxy): ${DURATION_S}s mixed workload`);
  const database = await createDatabase('load_replicas');
  // One data folder for both, as the replicas share a volume: uploads and their staging folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'load-replicas-'));
  const servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
  try {
    const seeded = await seedBenchData(database.url);
    console.log(`seeded ${JSON.stringify(seeded.counts)} in ${fmt(seeded.seconds, 1)} s`);
    const ports = [PORT + 1, PORT + 2];
    for (const [index, port] of ports.entries()) {
      // Each process knows the proxy's address as the site's (origins, payment callbacks).
      const env = serverEnv('development', database.url, port, dataDir, {
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      });
      servers.push(await startServerProcess({ env, port, core: index }));
    }
    proxy = await startRoundRobinProxy(
      servers.map((s) => s.url),
      PORT,
    );
    const base = proxy.url;
    const { tallies, accepted, uploads } = await runMixedWorkload(base, DURATION_S);
    printTallies(tallies, DURATION_S);
    const failed = failedRequests(tallies);
    const invariants = await checkInvariants(database.url, accepted);

    // Every recent upload, asked of each process directly: both serve what either stored.
    let served = 0;
    const recent = uploads.slice(-10);
    for (const url of recent) {
      for (const server of servers) {
        if ((await call(server.url, 'GET', new URL(url, base).pathname)).status === 200) served++;
      }
    }

    // A member's socket on B; an admin creates their notification on A.
    const { token: adminToken } = await login(servers[0].url, 0);
    const { token: memberToken } = await login(servers[1].url, 2);
    const profile = await call(
      servers[1].url,
      'GET',
      '/api/user/profile',
      undefined,
      bearer(memberToken ?? ''),
    );
    const memberId = (JSON.parse(profile.body || '{}') as { data?: { id?: number } }).data?.id;
    const live = await liveDelivery(servers[1].url, memberToken ?? '', async () => {
      const answer = await call(
        servers[0].url,
        'POST',
        '/api/notifications',
        { userId: memberId, title: 'آزمون بار', message: 'از فرایند دیگر' },
        bearer(adminToken ?? ''),
      );
      return answer.status;
    });

    const checks: CheckRow[] = [
      { check: 'zero 5xx and network errors', ok: failed === 0, detail: String(failed) },
      {
        check: 'both processes served requests',
        ok: proxy.counts.every((n) => n > 0),
        detail: proxy.counts.join(' / '),
      },
      ...invariantRows(invariants, accepted),
      {
        check: 'uploads served by both processes',
        ok: recent.length > 0 && served === recent.length * servers.length,
        detail: `${served} of ${recent.length * servers.length}`,
      },
      {
        check: 'notification on A reaches a socket on B',
        ok: live.status === 201 && live.ms !== null && live.ms < 1000,
        detail: `created ${live.status}, arrived after ${live.ms ?? '—'} ms`,
      },
    ];
    printTable(
      'Checks',
      ['check', 'result', 'detail'],
      checks.map((c) => [c.check, c.ok ? 'PASS' : 'FAIL', c.detail]),
    );
    const file = writeResults('load-replicas', {
      at: new Date().toISOString(),
      durationSeconds: DURATION_S,
      tallies,
      perProcess: proxy.counts,
      invariants,
      checks,
    });
    console.log(`\nresults: ${path.relative(ROOT, file)}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
