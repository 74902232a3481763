import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../server/src/testing/test-app';

/**
 * Tables a refused request may still write, by design: `sessions` (the suite opens one per call),
 * `rate_limits` (failed password tries and limited forms are counted) and `otp_codes` (code requests
 * are recorded for unknown numbers too, so the answer does not tell who has an account).
 */
export const EXPECTED_WRITES = new Set(['sessions', 'rate_limits', 'otp_codes']);

/** Row count and a digest of the contents of every other table (so updates show too, not only inserts). */
export async function tableDigests(t: TestApp): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (EXPECTED_WRITES.has(name) || name.startsWith('__drizzle')) continue;
    const [row] = await rows<{ n: number; digest: string }>(
      t,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as digest from "${name}" x`,
      ),
    );
    digests[name] = `${row.n} rows ${row.digest}`;
  }
  return digests;
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
