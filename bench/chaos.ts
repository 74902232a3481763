/**
 * `npm run chaos`: CHAOS_KILLS times (default 50) the real server is started, given donations (through
 * the stand-in gateway) and uploads, and SIGKILLed at a random moment; then: every accepted donation is
 * stored, every paid one is COMPLETED with a verified payment, raised amounts are exact, and every file
 * on disk is known to the files table. Then the database is cut (a TCP proxy in front of PostgreSQL
 * drops every connection): the API answers 503 with the Persian message and recovers by itself.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createDatabase, fmt, printTable, ROOT, sleep, writeResults } from './lib/common';
import { call, donate, login, upload } from './lib/flows';
import { checkInvariants } from './lib/invariants';
import { seedBenchData } from './lib/seed';
import { serverEnv, startServerProcess } from './lib/server';

const KILLS = Number(process.env.CHAOS_KILLS ?? 50);
const PORT = 44_000 + Math.floor(Math.random() * 1000);

/** A TCP proxy to PostgreSQL that can be cut (all sockets destroyed, new ones refused) and restored. */
function dbProxy(target: URL, port: number) {
  let up = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main(): Promise<number> {
  const database = await createDatabase('chaos');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chaos-data-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const env = serverEnv('development', database.url, PORT, dataDir, { UPLOADS_DIR: uploadsDir });
  const accepted: Array<{ id: number; paid: boolean }> = [];
  let accepts = 0;
  let uploadsOk = 0;
  const started = Date.now();
  try {
    const seeded = await seedBenchData(database.url);
    console.log(`chaos: ${KILLS} kills; seeded in ${fmt(seeded.seconds, 1)} s`);
    for (let k = 0; k < KILLS; k++) {
      const server = await startServerProcess({ env, port: PORT, core: 0 });
      const { token } = await login(server.url, 100 + k);
      let stop = false;
      const work = [
        ...Array.from({ length: 4 }, async (_, w) => {
          for (let i = 0; i < 200 && !stop; i++) {
            const outcome = await donate(server.url, 1 + ((k * 7 + w + i) % 150), 1000 + i, i % 4 !== 0);
            if (outcome.id) accepted.push({ id: outcome.id, paid: outcome.paid });
          }
        }),
        (async () => {
          for (let i = 0; i < 200 && !stop && token; i++) {
            if ((await upload(server.url, token)).url) uploadsOk++;
          }
        })(),
      ];
      await sleep(200 + Math.floor(Math.random() * 1500));
      await server.kill('SIGKILL');
      stop = true;
      await Promise.all(work);
      accepts = accepted.length;
      if ((k + 1) % 10 === 0) console.log(`  ${k + 1} kills, ${accepts} donations accepted`);
    }

    // One more start: whatever the kills left must be consistent.
    const server = await startServerProcess({ env, port: PORT, core: 0 });
    await server.stop();
    const invariants = await checkInvariants(database.url, accepted);
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const halfWritten = await sql<{ n: string }[]>`
      select count(*) as n from donations d where d.status = 'COMPLETED' and d.payment_reference is null
        and d.id > ${seeded.counts.donations}`;
    const keys = new Set(
      (await sql<{ storage_key: string }[]>`select storage_key from files`).map((r) => r.storage_key),
    );
    await sql.end({ timeout: 5 });
    const imagesDir = path.join(uploadsDir, 'images');
    const onDisk = (() => {
      try {
        return readdirSync(imagesDir).filter((f) => !f.endsWith('.partial'));
      } catch {
        return [];
      }
    })();
    const orphans = onDisk.filter((f) => !keys.has(`images/${f}`));

    // The database goes away and comes back.
    const proxyPort = PORT + 1;
    const proxy = dbProxy(new URL(database.url), proxyPort);
    await proxy.listen();
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxyPort}`;
    const outage = await startServerProcess({
      env: { ...env, DATABASE_URL: viaProxy.toString() },
      port: PORT,
      core: 0,
    });
    proxy.cut();
    const down = await call(outage.url, 'GET', '/api/programs?page=0&size=5');
    const downHealth = await call(outage.url, 'GET', '/api/public/health');
    proxy.restore();
    let recovered = 0;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && recovered === 0) {
      const r = await call(outage.url, 'GET', '/api/programs?page=0&size=5');
      if (r.status === 200) recovered = Date.now();
      else await sleep(250);
    }
    await outage.stop();
    await proxy.close();
    const persian = (body: string) => /[\u0600-\u06FF]/.test(body);

    const checks = [
      {
        check: `${KILLS} SIGKILLs survived`,
        ok: true,
        detail: `${accepts} donations accepted, ${uploadsOk} uploads`,
      },
      {
        check: 'every accepted donation stored',
        ok: invariants.missingDonations.length === 0,
        detail: String(invariants.missingDonations.length),
      },
      {
        check: 'every paid donation COMPLETED',
        ok: invariants.paidButNotCompleted.length === 0,
        detail: String(invariants.paidButNotCompleted.length),
      },
      {
        check: 'raised = Σ completed donations',
        ok: invariants.programsWithWrongRaised.length === 0,
        detail: JSON.stringify(invariants.programsWithWrongRaised.slice(0, 3)),
      },
      {
        check: 'no COMPLETED donation without its payment reference',
        ok: Number(halfWritten[0].n) === 0,
        detail: halfWritten[0].n,
      },
      {
        check: 'no upload file without its row',
        ok: orphans.length === 0,
        detail: `${onDisk.length} files, ${orphans.length} orphans`,
      },
      {
        check: 'database down → 503 with a Persian message',
        ok: down.status === 503 && persian(down.body),
        detail: `${down.status} ${down.body.slice(0, 80)} (health ${downHealth.status})`,
      },
      { check: 'recovers by itself', ok: recovered > 0, detail: recovered ? 'yes' : 'no within 30 s' },
    ];
    printTable(
      `Chaos (${fmt((Date.now() - started) / 1000)} s)`,
      ['check', 'result', 'detail'],
      checks.map((c) => [c.check, c.ok ? 'PASS' : 'FAIL', c.detail]),
    );
    const file = writeResults('chaos', {
      at: new Date().toISOString(),
      kills: KILLS,
      accepted: accepts,
      uploads: uploadsOk,
      invariants,
      orphans,
      checks,
    });
    console.log(`\nresults: ${path.relative(ROOT, file)}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
