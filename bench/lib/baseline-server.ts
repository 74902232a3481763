/**
 * The bare baseline: node:http + postgres.js + JSON.stringify, running the same SQL the programs list
 * runs (the page and the count, in parallel), with the same envelope and derived fields. No framework.
 */
import { createServer } from 'node:http';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL ?? '', {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  onnotice: () => {},
  connection: { TimeZone: 'UTC' },
});
const PUBLIC = ['ACTIVE', 'PAUSED', 'SUSPENDED', 'COMPLETED', 'CANCELLED'];

/** The columns the REST answer carries, named as it names them (no per-row name transform). */
const COLUMNS = sql.unsafe(`id, name, description, program_type as "programType", status,
  start_date as "startDate", end_date as "endDate", application_deadline as "applicationDeadline",
  image_url as "imageUrl", location, duration, target_budget as "targetBudget", raised_amount as "raisedAmount",
  max_participants as "maxParticipants", current_participants as "currentParticipants",
  eligibility_criteria as "eligibilityCriteria", required_documents as "requiredDocuments", benefits,
  requirements, timeline, coordinator_id as "coordinatorId", coordinator_name as "coordinatorName",
  coordinator_email as "coordinatorEmail", coordinator_phone as "coordinatorPhone",
  created_at as "createdAt", updated_at as "updatedAt"`);

interface Row {
  raisedAmount: string;
  targetBudget: string | null;
  maxParticipants: number | null;
  currentParticipants: number;
  [key: string]: unknown;
}

async function programs(status: string, page: number, size: number): Promise<string> {
  const [rows, [{ total }]] = await Promise.all([
    sql<Row[]>`select ${COLUMNS} from programs where status in ${sql(PUBLIC)} and status = ${status}
      order by created_at desc, id desc limit ${size} offset ${page * size}`,
    sql<{ total: string }[]>`select count(*) as total from programs
      where status in ${sql(PUBLIC)} and status = ${status}`,
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
  const totalElements = Number(total);
  return JSON.stringify({
    success: true,
    message: 'ok',
    data: { content, totalPages: Math.ceil(totalElements / size), totalElements, page, size },
  });
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/public/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    return;
  }
  if (url.pathname !== '/api/programs') {
    response.writeHead(404).end();
    return;
  }
  const status = url.searchParams.get('status') ?? 'ACTIVE';
  const page = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 100);
  programs(status, page, size).then(
    (body) => response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body),
    () => response.writeHead(500).end(),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => {
  server.close();
  void sql.end({ timeout: 2 }).then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
