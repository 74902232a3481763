// Races between the admin's program writes and the donations (spec: the raised amount is the sum of the
// completed donations; a program with donations is never deleted). On PostgreSQL the two sides really
// overlap: one holds its transaction open at the worst moment while the other runs. PGlite runs them one
// after the other, where the same answers must hold.
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { donations, programs } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { donate, insertPaymentMethods, insertProgram, TEST_METHODS } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import { programAdminAndStudent, programForm } from '../../testing/program-admin';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;

it.beforeAll(async ({ app }) => {
  ({ admin } = await programAdminAndStudent(app, '0912663'));
  await insertPaymentMethods(app);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gate a transaction waits at, opened after `ms` (never by the other side's progress: PGlite queues it). */
async function gate(ms = 300): Promise<void> {
  await pause(ms);
}

const raised = async (app: TestApp, id: number) =>
  (await app.db.select({ raised: programs.raisedAmount }).from(programs).where(eq(programs.id, id)))[0]
    .raised;

// A string while programForm answers a loose record (the REST tests send it with text numbers too).
const UPDATE =
  'mutation ($id: Int!, $input: ProgramInput!) { updateProgram(id: $id, input: $input) { raisedAmount } }';
const RECOUNT = graphql(
  `mutation ProgramRaceRecount($id: Int!) { recomputeProgramFunding(id: $id) { raisedAmount } }`,
);
const DELETE = graphql(`mutation ProgramRaceDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled } }`);

describe('the raised amount under concurrent writes', () => {
  it('a donation completing while an admin saves the program keeps its amount', async ({ app }) => {
    const { id } = await insertProgram(app, { status: 'ACTIVE' });
    const donationId = await donate(app, id, 40_000, TEST_METHODS.card);
    // The completion adds the amount and holds its transaction open; the save starts meanwhile.
    const completing = app.services.donationCompletion.complete(
      donationId,
      { kind: 'MANUAL', reference: null },
      () => gate(),
    );
    await pause(50);
    const saving = app.gql(UPDATE, { id, input: programForm({ status: 'ACTIVE' }) }, admin);
    const [done, saved] = await Promise.all([completing, saving]);
    expect(done?.status).toBe('COMPLETED');
    expect(saved.errors).toBeUndefined();
    expect(await raised(app, id)).toBe(400_000);
  });

  it('an admin save that started first does not undo a completion that follows', async ({ app }) => {
    const { id } = await insertProgram(app, { status: 'ACTIVE' });
    const donationId = await donate(app, id, 30_000, TEST_METHODS.card);
    // The save's transaction holds the program row (as the service's own lock does) while the completion runs.
    const saving = app.db.transaction(async (tx) => {
      await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, id)).for('update');
      await gate();
      await tx.update(programs).set({ name: 'ذخیره‌ی هم‌زمان' }).where(eq(programs.id, id));
    });
    await pause(50);
    const completing = app.rest('POST', `/api/donations/${donationId}/complete`, undefined, admin);
    const [, done] = await Promise.all([saving, completing]);
    expect(done.statusCode, done.body).toBe(200);
    expect(await raised(app, id)).toBe(300_000);
  });

  it('a recount racing a completion counts it exactly once', async ({ app }) => {
    const { id } = await insertProgram(app, { status: 'ACTIVE' });
    const first = await donate(app, id, 10_000, TEST_METHODS.card);
    const second = await donate(app, id, 20_000, TEST_METHODS.card);
    await app.rest('POST', `/api/donations/${first}/complete`, undefined, admin);
    const completing = app.services.donationCompletion.complete(
      second,
      { kind: 'MANUAL', reference: null },
      () => gate(),
    );
    await pause(50);
    const recount = app.gql(RECOUNT, { id }, admin);
    const [, recounted] = await Promise.all([completing, recount]);
    expect(recounted.errors).toBeUndefined();
    expect(await raised(app, id)).toBe(300_000);
    expect(recounted.data?.recomputeProgramFunding.raisedAmount).toBe(300_000);
  });
});

describe('deleting a program while a donation is recorded', () => {
  it('a donation recorded first turns the delete into a cancel', async ({ app }) => {
    const { id } = await insertProgram(app, { status: 'ACTIVE' });
    // A donation insert whose transaction is still open when the delete comes.
    const recording = app.db.transaction(async (tx) => {
      await tx.insert(donations).values({ programId: id, amount: 50_000, paymentMethod: TEST_METHODS.card });
      await gate();
    });
    await pause(50);
    const deleting = app.gql(DELETE, { id }, admin);
    const [, deleted] = await Promise.all([recording, deleting]);
    expect(deleted.data?.deleteProgram).toEqual({ ok: true, cancelled: true });
    const [row] = await app.db.select({ status: programs.status }).from(programs).where(eq(programs.id, id));
    expect(row.status).toBe('CANCELLED');
  });

  it('a donation coming after the delete is refused as a missing program, never a 500', async ({ app }) => {
    const { id } = await insertProgram(app, { status: 'ACTIVE' });
    // The delete holds its lock and deletes; the donation arrives before it commits.
    const deleting = app.db.transaction(async (tx) => {
      await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, id)).for('update');
      await tx.delete(programs).where(eq(programs.id, id));
      await gate();
    });
    await pause(50);
    const donating = app.rest('POST', '/api/donations', {
      programId: id,
      amount: 10_000,
      paymentMethod: TEST_METHODS.card,
      donorName: 'مهمان نیکوکار',
      donorEmail: 'guest@example.org',
    });
    const [, response] = await Promise.all([deleting, donating]);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('برنامه مورد نظر یافت نشد');
    expect(await app.db.select().from(donations).where(eq(donations.programId, id))).toEqual([]);
  });
});
