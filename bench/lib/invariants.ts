import postgres from 'postgres';
import type { CheckRow } from './two-process';

export interface Invariants {
  missingDonations: number[];
  unpaidButCompleted: number[];
  paidButNotCompleted: number[];
  programsWithWrongRaised: Array<{ id: number; raised: number; sum: number }>;
}

/**
 * Every accepted donation is in the database; the paid ones are COMPLETED; each program's raised amount
 * equals the sum of its completed donations.
 */
export async function checkInvariants(
  databaseUrl: string,
  accepted: ReadonlyArray<{ id: number; paid: boolean }>,
): Promise<Invariants> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const ids = accepted.map((d) => d.id);
    const rows = ids.length
      ? await sql<{ id: number; status: string }[]>`select id, status from donations where id in ${sql(ids)}`
      : [];
    const found = new Map(rows.map((r) => [r.id, r.status]));
    const wrong = await sql<{ id: number; raised: string; sum: string }[]>`
      select p.id, p.raised_amount as raised, coalesce(sum(d.amount) filter (where d.status = 'COMPLETED'), 0) as sum
      from programs p left join donations d on d.program_id = p.id
      group by p.id having p.raised_amount <> coalesce(sum(d.amount) filter (where d.status = 'COMPLETED'), 0)`;
    return {
      missingDonations: ids.filter((id) => !found.has(id)),
      unpaidButCompleted: accepted.filter((d) => !d.paid && found.get(d.id) === 'COMPLETED').map((d) => d.id),
      paidButNotCompleted: accepted.filter((d) => d.paid && found.get(d.id) !== 'COMPLETED').map((d) => d.id),
      programsWithWrongRaised: wrong.map((w) => ({ id: w.id, raised: Number(w.raised), sum: Number(w.sum) })),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The invariants as rows of a load run's check table (the same three rows for one process or two). */
export function invariantRows(
  invariants: Invariants,
  accepted: ReadonlyArray<{ id: number; paid: boolean }>,
): CheckRow[] {
  return [
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
  ];
}
