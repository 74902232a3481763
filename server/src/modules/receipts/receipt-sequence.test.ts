// Many donations completing at once (callbacks, approvals): each gets one receipt, and the year's sequence stays
// dense and unique. Meaningful on PostgreSQL (`--project server-postgres`); PGlite serialises the race.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationReceipts, donations } from '../../db/schema';
import { openFundraisingApp, TEST_METHODS } from '../../testing/fundraising';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let programId: number;

beforeAll(async () => {
  ({ t, programId } = await openFundraisingApp());
});
afterAll(() => t.close());

describe('receipt sequences under concurrency', () => {
  it('40 donations completing at once get 40 dense, unique numbers; racing replays add none', async () => {
    // Straight into the table: the donation form's per-address limit is not what this is about.
    const created = await t.db
      .insert(donations)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          programId,
          amount: 10_000 + i,
          donorName: 'مهمان',
          paymentMethod: TEST_METHODS.card,
        })),
      )
      .returning({ id: donations.id });
    const ids = created.map((row) => row.id);
    const completion = t.app.services.donationCompletion;
    const manual = { kind: 'MANUAL', reference: null } as const;
    // Every donation completed twice at once: one call wins, the other changes nothing.
    await Promise.all([...ids, ...ids].map((id) => completion.complete(id, manual)));
    const rows = await t.db.select().from(donationReceipts).where(inArray(donationReceipts.donationId, ids));
    expect(rows).toHaveLength(40);
    const years = new Set(rows.map((r) => r.jalaliYear));
    expect(years.size).toBe(1);
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(40);
    expect(new Set(rows.map((r) => r.verificationCode)).size).toBe(40);
    const [one] = await t.db.select().from(donationReceipts).where(eq(donationReceipts.donationId, ids[0]));
    expect(one.number).toBe(`${one.jalaliYear}-${String(one.sequence).padStart(6, '0')}`);
  });
});
