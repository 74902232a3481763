// Sums of money can pass 2^53 rial (JavaScript's safe integers): every program, donation-figure and landing
// read must still answer, through both doors. Sums travel as the BigInt scalar: a JSON number while safe, a
// decimal string beyond.
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { donations, programs } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { insertPaymentMethods, insertProgram, TEST_METHODS } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';

let programId: number;

/** 2^53 + 9: not a safe integer. Each donation stays safe; the sums do not. */
const HALF = 4_503_599_627_370_500; // rial, just over 2^52
const RAISED = '9007199254741001';
const TARGET = '9007199254741993';

it.beforeAll(async ({ app }) => {
  await insertPaymentMethods(app);
  programId = (await insertProgram(app, { name: 'برنامه‌ی بزرگ' })).id;
  // Completed donations straight in the database, as if approved: their sum passes 2^53.
  await app.db.insert(donations).values(
    [HALF, HALF + 1].map((amount) => ({
      programId,
      amount,
      donorName: 'نیکوکار',
      paymentMethod: TEST_METHODS.card,
      status: 'COMPLETED' as const,
      completedAt: new Date(),
    })),
  );
  await app.db
    .update(programs)
    .set({ raisedAmount: sql`${RAISED}::bigint`, targetBudget: sql`${TARGET}::bigint` })
    .where(eq(programs.id, programId));
});

const REST_READS = [
  '/api/programs',
  '/api/programs/active',
  '/api/programs/search?searchTerm=%D8%A8%D8%B1%D9%86%D8%A7%D9%85%D9%87',
  '/api/programs/type/SCHOLARSHIP',
  '/api/programs/accepting-applications',
  '/api/programs/available-slots',
  '/api/programs/statistics',
  '/api/public/landing',
];

describe('sums beyond 2^53 rial', () => {
  it('the stored sum really is beyond the safe range', async ({ app }) => {
    const [row] = await app.db
      .select({ raised: sql<string>`${programs.raisedAmount}::text` })
      .from(programs)
      .where(eq(programs.id, programId));
    expect(BigInt(row.raised) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('every public program and landing read answers through REST, with exact amounts', async ({ app }) => {
    for (const url of [...REST_READS, `/api/programs/${programId}`]) {
      const response = await app.rest('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.json().success).toBe(true);
    }
    const one = (await app.rest('GET', `/api/programs/${programId}`)).json().data;
    expect(one.raisedAmount).toBe(RAISED);
    expect(one.targetBudget).toBe(TARGET);
    expect(one.fundingPercentage).toBe(100);
    const stats = (await app.rest('GET', '/api/programs/statistics')).json().data;
    expect(stats.totalFundingRaised).toBe(RAISED);
    expect(stats.totalFundingTarget).toBe(TARGET);
  });

  it('donation figures answer through REST, sums exact and as strings beyond the safe range', async ({
    app,
    asAdmin,
  }) => {
    const stats = await app.rest('GET', `/api/donations/program/${programId}/stats`);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data).toMatchObject({
      totalAmount: String(BigInt(HALF) * 2n + 1n),
      totalDonations: 2,
      largestDonation: HALF + 1,
      averageDonation: HALF + 1,
    });
    for (const url of [`/api/donations/program/${programId}`, `/api/donations/program/${programId}/top`]) {
      expect((await app.rest('GET', url)).statusCode, url).toBe(200);
    }
    const adminStats = await app.rest('GET', '/api/admin/donations/stats', undefined, asAdmin.headers);
    expect(adminStats.statusCode, adminStats.body).toBe(200);
    expect(adminStats.json().data.totalDonations).toBe(String(BigInt(HALF) * 2n + 1n));
  });

  it('the same reads answer through GraphQL', async ({ app, asAdmin }) => {
    const answer = await app.gql(
      graphql(`query BigSumsPublicPrograms($id: Int!) {
        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }
        publicProgram(id: $id) { raisedAmount targetBudget }
        programsAcceptingApplications { raisedAmount }
        programsWithAvailableSlots { raisedAmount }
        programStatistics { totalFundingRaised totalFundingTarget }
        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }
        programTopDonations(programId: $id) { amount }
        programDonations(programId: $id) { content { amount } }
        publicLanding { stats { fundsRaised } }
        adminDonationStats { totalDonations monthlyDonations averageDonation }
      }`),
      { id: programId },
      asAdmin.headers,
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data as {
      publicProgram: { raisedAmount: string };
      programStatistics: { totalFundingRaised: string };
    };
    expect(data.publicProgram.raisedAmount).toBe(RAISED);
    expect(data.programStatistics.totalFundingRaised).toBe(RAISED);
  });

  it('a sum within the safe range stays a JSON number', async ({ app }) => {
    const small = (await insertProgram(app, { name: 'برنامه‌ی کوچک', raisedAmount: 2_500_000 })).id;
    const one = (await app.rest('GET', `/api/programs/${small}`)).json().data;
    expect(one.raisedAmount).toBe(2_500_000);
  });
});
