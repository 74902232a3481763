/**
 * The plain-framework peer: Fastify + drizzle (postgres.js), one route returning the same list as the
 * stack's REST programs list (the page and the count in parallel, the same envelope and derived fields),
 * without GraphQL, the adapter, helmet or the app's hooks. What "a hand-written Fastify route" costs.
 */
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import Fastify from 'fastify';
import postgres from 'postgres';
import { programs } from '../../server/src/db/schema';

const client = postgres(process.env.DATABASE_URL ?? '', {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  onnotice: () => {},
  connection: { TimeZone: 'UTC' },
});
const db = drizzle({ client, casing: 'snake_case' });
const PUBLIC = ['ACTIVE', 'PAUSED', 'SUSPENDED', 'COMPLETED', 'CANCELLED'] as const;
const { searchText: _search, ...columns } = getTableColumns(programs);

const app = Fastify({ logger: false });

app.get('/api/public/health', async () => ({ success: true }));

app.get<{ Querystring: { status?: string; page?: string; size?: string } }>(
  '/api/programs',
  async (request) => {
    const status = (request.query.status ?? 'ACTIVE') as (typeof PUBLIC)[number];
    const page = Number(request.query.page ?? 0);
    const size = Number(request.query.size ?? 100);
    const where = and(inArray(programs.status, [...PUBLIC]), eq(programs.status, status));
    const [rows, [{ total }]] = await Promise.all([
      db
        .select(columns)
        .from(programs)
        .where(where)
        .orderBy(desc(programs.createdAt), desc(programs.id))
        .limit(size)
        .offset(page * size),
      db.select({ total: count() }).from(programs).where(where),
    ]);
    const content = rows.map((row) => {
      const raised = Number(row.raisedAmount);
      const target = row.targetBudget == null ? null : Number(row.targetBudget);
      return {
        ...row,
        raisedAmount: raised,
        targetBudget: target,
        fundingPercentage: target ? Math.round((raised / target) * 1000) / 10 : 0,
        availableSlots:
          row.maxParticipants == null ? null : Math.max(row.maxParticipants - row.currentParticipants, 0),
      };
    });
    return {
      success: true,
      message: 'ok',
      data: { content, totalPages: Math.ceil(total / size), totalElements: total, page, size },
    };
  },
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await client.end({ timeout: 2 });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
