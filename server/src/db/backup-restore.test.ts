import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../testing/accounts';
import { testAppOn } from '../testing/test-app';
import { openReplicaDatabases, testDriver } from '../testing/test-database';
import { openDatabase } from './client';
import { seed } from './seed/seed';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function npm(script: 'backup' | 'restore', args: string[], databaseUrl: string, cwd = ROOT) {
  const result = spawnSync('node', [path.join(ROOT, 'scripts', `${script}.mjs`), ...args], {
    cwd,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const SUMS = `select
  (select coalesce(sum(amount), 0) from donations where status = 'COMPLETED')::text as donated,
  (select coalesce(sum(raised_amount), 0) from programs)::text as raised,
  (select count(*) from users)::int as users,
  (select count(*) from donations)::int as donations`;

// pg_dump and pg_restore against the PostgreSQL server of DATABASE_URL.
describe.skipIf(testDriver !== 'postgres')('backup and restore (npm run backup / restore)', () => {
  let source: Awaited<ReturnType<typeof openReplicaDatabases>>;
  let admin: postgres.Sql;
  let restoredName: string;
  let restoredUrl: string;
  let dashedName: string;
  let dashedUrl: string;
  let dir: string;

  beforeAll(async () => {
    source = await openReplicaDatabases(1);
    await seed(source.databases[0].db);
    // Money in: completed and pending donations on the seeded programs (rial, some beyond 2^31).
    const seeded = postgres(source.url, { max: 1, onnotice: () => {} });
    await seeded.unsafe(`insert into donations (program_id, amount, payment_method, status, completed_at)
      select p.id, 10000000 * g + 3, 'ONLINE', case when g % 3 = 0 then 'PENDING' else 'COMPLETED' end::donation_status,
             case when g % 3 = 0 then null else now() end
      from programs p cross join generate_series(1, 40) g`);
    await seeded.end();
    admin = postgres(process.env.DATABASE_URL as string, { max: 1, onnotice: () => {} });
    restoredName = `restore_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${restoredName}"`);
    dashedName = `restore_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${dashedName}"`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${restoredName}`;
    restoredUrl = url.toString();
    url.pathname = `/${dashedName}`;
    dashedUrl = url.toString();
    dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await admin?.unsafe(`drop database if exists "${restoredName}" with (force)`);
    await admin?.unsafe(`drop database if exists "${dashedName}" with (force)`);
    await admin?.end({ timeout: 5 });
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a seeded database, restores it into a fresh one, and the app starts on it with the same sums', async () => {
    const sql = postgres(source.url, { max: 1, onnotice: () => {} });
    const [before] = await sql.unsafe(SUMS);
    await sql.end();
    expect(before.donations).toBeGreaterThan(0);

    const file = path.join(dir, 'charity.dump');
    const backup = npm('backup', [file], source.url);
    expect(backup.status, backup.output).toBe(0);

    const restore = npm('restore', [file], restoredUrl);
    expect(restore.status, restore.output).toBe(0);
    // A second restore over the now-full database is refused, so a restore never mixes with live data.
    const again = npm('restore', [file], restoredUrl);
    expect(again.status).toBe(1);
    expect(again.output).toContain('empty database');

    const t = await testAppOn(openDatabase({ databaseUrl: restoredUrl, poolSize: 3 }));
    try {
      const check = postgres(restoredUrl, { max: 1, onnotice: () => {} });
      const [after] = await check.unsafe(SUMS);
      await check.end();
      expect(after).toEqual(before);
      // Through the app's doors: the seeded admin signs in and the dashboard's total is the same sum.
      const token = await tokenFor(t, '09120000004', 'demo1234');
      const answer = await t.gql<{ adminDonationStats: { totalDonations: number | string } }>(
        '{ adminDonationStats { totalDonations } }',
        {},
        { authorization: `Bearer ${token}` },
      );
      expect(answer.errors).toBeUndefined();
      expect(String(answer.data?.adminDonationStats.totalDonations)).toBe(before.donated);
      const health = await t.rest('GET', '/api/public/health');
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reads a file name that starts with a dash as a file, never as an option', async () => {
    const name = '-x.dump';
    const backup = npm('backup', [name], source.url, dir);
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(path.join(dir, name))).toBe(true);
    const restore = npm('restore', [name], dashedUrl, dir);
    expect(restore.status, restore.output).toBe(0);
    const restored = postgres(dashedUrl, { max: 1, onnotice: () => {} });
    const [after] = await restored.unsafe(SUMS);
    await restored.end();
    expect(after.donations).toBeGreaterThan(0);
  });

  it('refuses without DATABASE_URL or without a file, with a message', () => {
    const missing = npm('restore', [path.join(dir, 'nope.dump')], restoredUrl);
    expect(missing.status).toBe(2);
    expect(missing.output).toContain('Usage');
  });
});
