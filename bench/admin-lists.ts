/**
 * `npm run bench:admin` (also a section of `npm run bench`): the admin's user search and donation list on
 * 100,000 users and 500,000 donations in PostgreSQL. Each request runs in process through the real app
 * (REST door, services, SQL), timed from request to answer; prints median and p99 server time, the ratio to
 * a trivial request measured in the same run, and the SQL statements per request at page sizes 10 and 50
 * (which must be equal); then downloads the users and donations CSV over a socket while sampling the server's
 * memory. Exits 1 when a p99 is above 50 ms, a statement count depends on the page size, or an export grows
 * memory by more than 64 MB.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm/logger';
import { openDatabase } from '../server/src/db/client';
import { bearer, insertUser, tokenFor } from '../server/src/testing/accounts';
import { type TestApp, testAppOn } from '../server/src/testing/test-app';
import { createDatabase, fmt, median, printTable, writeResults } from './lib/common';

const DOWNLOADER = fileURLToPath(new URL('./lib/download.mjs', import.meta.url));
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const DONATIONS = Number(process.env.BENCH_ADMIN_DONATIONS ?? 500_000);
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 300);
const P99_TARGET_MS = 50;

const FIRST = [
  'علی',
  'محمد',
  'زهرا',
  'فاطمه',
  'مریم',
  'رضا',
  'حسین',
  'سارا',
  'یاسمن',
  'کیان',
  'نرگس',
  'مهدی',
];
const LAST = ['احمدی', 'رضایی', 'کریمی', 'محمدی', 'حسینی', 'کیانی', 'یزدانی', 'نیک‌نام', 'رحیمی', 'موسوی'];

class CountingLogger implements Logger {
  count = 0;
  logQuery(): void {
    this.count++;
  }
}

const sqlList = (items: string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

/** Bulk rows straight in SQL: names, phones and e-mails varied, dates over two years. */
async function seed(t: TestApp): Promise<void> {
  const run = (query: string) => t.db.execute(query as never);
  await run(`insert into users (first_name, last_name, email, phone_number, user_type, is_active, created_at)
    select (${sqlList(FIRST)})[1 + i % ${FIRST.length}], (${sqlList(LAST)})[1 + (i / ${FIRST.length})::int % ${LAST.length}],
      'user' || i || '@example.org', '091' || lpad(i::text, 8, '0'),
      (array['STUDENT','DONOR','STAFF','STUDENT']::user_type[])[1 + i % 4], i % 17 <> 0,
      now() - (i % 730) * interval '1 day'
    from generate_series(1, ${USERS}) i`);
  await run(`insert into programs (name, program_type, status, start_date, end_date)
    select 'برنامه‌ی ' || i, 'SCHOLARSHIP', 'ACTIVE', '2026-01-01', '2027-01-01' from generate_series(1, 50) i`);
  await run(`insert into donations (program_id, user_id, amount, donor_name, donor_email, payment_method, status,
      payment_reference, donation_date)
    select (select min(id) from programs) + i % 50, case when i % 10 < 7 then 1 + (i::bigint * 7919) % ${USERS} end,
      10000 * (1 + i % 500), 'حامی ' || i, 'donor' || i || '@mail.example', 'CARD_TO_CARD',
      (array['COMPLETED','PENDING','FAILED']::donation_status[])[1 + i % 3], 'REF-' || i,
      now() - (i % 900) * interval '1 hour'
    from generate_series(1, ${DONATIONS}) i`);
  // As autovacuum leaves a table: statistics and the visibility map (index-only counts) up to date.
  await run('vacuum analyze');
}

interface Case {
  name: string;
  /** The request for sample `i` at page size `size`. */
  url: (i: number, size: number) => string;
}

const CASES: Case[] = [
  {
    name: 'user search: a name',
    url: (i, size) =>
      `/api/admin/users/search?q=${encodeURIComponent(`${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`)}&size=${size}`,
  },
  {
    name: 'user search: phone digits',
    url: (i, size) =>
      `/api/admin/users/search?q=${String(10_000 + ((i * 37) % 80_000)).padStart(6, '0')}&size=${size}`,
  },
  {
    name: 'user search: Arabic ي',
    url: (_, size) => `/api/admin/users/search?q=${encodeURIComponent('ياسمن')}&size=${size}`,
  },
  {
    name: 'users of a type, deep page',
    url: (i, size) => `/api/admin/users/type/donor?page=${(i * 13) % 200}&size=${size}`,
  },
  {
    name: 'donations by status',
    url: (i, size) => `/api/admin/donations?status=COMPLETED&page=${i % 100}&size=${size}`,
  },
  {
    name: 'donations of a program',
    url: (i, size) => `/api/admin/donations?programId=${1 + (i % 50)}&size=${size}`,
  },
  {
    name: 'donation search',
    url: (i, size) => `/api/admin/donations?q=donor${1000 + ((i * 7) % 9000)}@&size=${size}`,
  },
];

async function time(t: TestApp, headers: Record<string, string>, url: string): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await t.app.fastify.inject({ method: 'GET', url, headers });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return ms;
}

/** Memory an export may add however many rows it has (the rows stream in batches of 1,000). */
const EXPORT_GROWTH_LIMIT_MB = 64;

/** Downloads each file in a process of its own (`lib/download.mjs`), so the server's RSS is the server's. */
async function download(url: string, headers: Record<string, string>) {
  const child = spawn(process.execPath, [DOWNLOADER, url, JSON.stringify(headers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out) as { status: number; bytes: number; lines: number };
}

/** Downloads each export through a real socket, reading as it arrives, while sampling the server's RSS. */
async function measureExports(t: TestApp, headers: Record<string, string>) {
  const address = await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const results = [];
  for (const file of ['users.csv', 'donations.csv']) {
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = Date.now();
    const answer = await download(`${address}/api/admin/export/${file}`, headers);
    clearInterval(sampler);
    const peakGrowthMb = (peak - base) / 2 ** 20;
    results.push({
      file,
      rows: answer.lines - 1,
      mb: answer.bytes / 2 ** 20,
      seconds: (Date.now() - started) / 1000,
      peakGrowthMb,
      ok: answer.status === 200 && peakGrowthMb <= EXPORT_GROWTH_LIMIT_MB,
    });
  }
  return results;
}

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))];

export async function benchAdminLists(): Promise<boolean> {
  const target = await createDatabase('bench_admin');
  const logger = new CountingLogger();
  const database = openDatabase({ databaseUrl: target.url, poolSize: 10, logger });
  await database.migrate();
  const t = await testAppOn(database);
  try {
    const started = Date.now();
    await seed(t);
    console.log(
      `seeded ${USERS} users and ${DONATIONS} donations in ${fmt((Date.now() - started) / 1000)} s`,
    );
    await insertUser(t, '09000000001', { userType: 'ADMIN' });
    const admin = bearer(await tokenFor(t, '09000000001'));

    const baseline: number[] = [];
    for (let i = 0; i < SAMPLES; i++) baseline.push(await time(t, {}, '/api/settings'));
    const rows: Array<Array<string | number>> = [];
    let ok = true;
    for (const c of CASES) {
      for (let i = 0; i < 20; i++) await time(t, admin, c.url(i, 10));
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) samples.push(await time(t, admin, c.url(i, 10)));
      const statements = [];
      for (const size of [10, 50]) {
        logger.count = 0;
        await time(t, admin, c.url(7, size));
        statements.push(logger.count);
      }
      const high = p99(samples);
      const passed = high <= P99_TARGET_MS && statements[0] === statements[1];
      ok &&= passed;
      rows.push([
        c.name,
        fmt(median(samples), 1),
        fmt(high, 1),
        fmt(median(samples) / median(baseline), 1),
        `${statements[0]} / ${statements[1]}`,
        passed ? 'ok' : 'MISSED',
      ]);
    }
    printTable(
      `Admin lists: ${USERS} users, ${DONATIONS} donations (PostgreSQL; ${SAMPLES} requests each; baseline GET /api/settings median ${fmt(median(baseline), 2)} ms)`,
      [
        'request',
        'median ms',
        'p99 ms',
        '× baseline',
        'SQL at size 10 / 50',
        `p99 ≤ ${P99_TARGET_MS} ms, same SQL`,
      ],
      rows,
    );
    const exports = await measureExports(t, admin);
    printTable(
      'CSV export: the whole list streamed over HTTP to another process, server memory sampled every 20 ms',
      ['file', 'rows', 'MB sent', 'seconds', 'peak RSS growth MB', '≤ 64 MB'],
      exports.map((e) => [
        e.file,
        e.rows,
        fmt(e.mb, 1),
        fmt(e.seconds, 1),
        fmt(e.peakGrowthMb, 1),
        e.ok ? 'ok' : 'MISSED',
      ]),
    );
    ok &&= exports.every((e) => e.ok);
    writeResults('admin-lists', { users: USERS, donations: DONATIONS, samples: SAMPLES, rows, exports });
    return ok;
  } finally {
    await t.close();
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${target.name}`);
    else await target.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchAdminLists();
  process.exit(ok ? 0 : 1);
}
