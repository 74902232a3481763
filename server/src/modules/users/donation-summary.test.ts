import { describe, expect } from 'vitest';
import { donations, programs } from '../../db/schema';
import { insertUser } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { donationSummaries } from './donation-summary';

describe('donation summaries of many members at once', () => {
  it("keeps each member's totals and programs apart, and zeros for a member without donations", async ({
    app,
  }) => {
    const [first, second, none] = await Promise.all(
      ['09127770001', '09127770002', '09127770003'].map((phone) => insertUser(app, phone)),
    );
    const [books, tuition] = await app.db
      .insert(programs)
      .values([
        { name: 'کتاب', programType: 'SUPPLIES' },
        { name: 'شهریه', programType: 'SCHOLARSHIP' },
      ])
      .returning();
    const done = { paymentMethod: 'x', status: 'COMPLETED' as const };
    await app.db.insert(donations).values([
      {
        ...done,
        programId: books.id,
        userId: first.id,
        amount: 100_000,
        completedAt: new Date('2020-01-01'),
      },
      { ...done, programId: tuition.id, userId: first.id, amount: 300_000, completedAt: new Date() },
      { ...done, programId: books.id, userId: second.id, amount: 50_000, completedAt: new Date() },
      { ...done, programId: books.id, userId: second.id, amount: 70_000, completedAt: new Date() },
      { programId: tuition.id, userId: second.id, amount: 999_000, paymentMethod: 'x', status: 'PENDING' },
      { ...done, programId: tuition.id, userId: null, amount: 5_000_000, completedAt: new Date() },
    ]);

    const summaries = await donationSummaries(app.db, [second.id, first.id, none.id]);

    expect(summaries.get(first.id)).toMatchObject({
      totalDonations: 400_000,
      monthlyDonations: 300_000,
      totalDonationCount: 2,
      totalProgramsSupported: 2,
    });
    // Most recent first.
    expect(summaries.get(first.id)?.programStats.map((s) => s.programName)).toEqual(['شهریه', 'کتاب']);
    expect(summaries.get(second.id)).toMatchObject({
      totalDonations: 120_000,
      monthlyDonations: 120_000,
      totalDonationCount: 2,
      totalProgramsSupported: 1,
      programStats: [{ programName: 'کتاب', totalAmount: 120_000, donationCount: 2 }],
    });
    expect(summaries.get(none.id)).toEqual({
      totalDonations: 0,
      monthlyDonations: 0,
      totalDonationCount: 0,
      totalProgramsSupported: 0,
      programStats: [],
    });
  });
});
