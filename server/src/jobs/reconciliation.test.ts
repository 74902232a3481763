import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { donations, payments, programs } from '../db/schema';
import {
  choose,
  donate,
  openFundraisingApp,
  requestPayment,
  withoutReceiptLink,
} from '../testing/fundraising';
import type { TestApp } from '../testing/test-app';
import { reconcilePayments, startReconciliation } from './reconciliation';

let t: TestApp;
let programId: number;

beforeAll(async () => {
  ({ t, programId } = await openFundraisingApp());
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.db.select({ s: donations.status }).from(donations).where(eq(donations.id, id)))[0].s;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('payment reconciliation', () => {
  it('settles attempts whose callback never came, once they are old enough', async () => {
    const paid = await donate(t, programId, 12_000);
    await choose(t, (await requestPayment(t, paid)).startPayPath, 'pay');
    const abandoned = await donate(t, programId, 13_000);
    await requestPayment(t, abandoned);
    const offline = await donate(t, programId, 14_000, 'credit_card');

    // Too recent: the donor may still be on the gateway's page.
    expect(await reconcilePayments(t.app.services.payments, 5)).toEqual({
      checked: 0,
      completed: 0,
      failed: 0,
      pending: 0,
    });

    const report = await reconcilePayments(t.app.services.payments, 5, inMinutes(6));
    expect(report).toEqual({ checked: 2, completed: 1, failed: 1, pending: 0 });
    expect(await statusOf(paid)).toBe('COMPLETED');
    expect(await statusOf(abandoned)).toBe('FAILED');
    expect(await statusOf(offline)).toBe('PENDING');
    const [program] = await t.db.select().from(programs).where(eq(programs.id, programId));
    expect(program.raisedAmount).toBe(120_000);

    // Nothing is left to do, and a late callback changes nothing.
    expect((await reconcilePayments(t.app.services.payments, 5, inMinutes(6))).checked).toBe(0);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.donationId, paid));
    const late = await t.rest(
      'GET',
      `/api/payments/zarinpal/callback?Authority=${attempt.authority}&Status=OK`,
    );
    expect(withoutReceiptLink(String(late.headers.location))).toBe(`/programs/${programId}?donation=success`);
    expect((await t.db.select().from(programs).where(eq(programs.id, programId)))[0].raisedAmount).toBe(
      120_000,
    );
  });

  it('leaves an attempt PENDING when the gateway cannot be reached', async () => {
    const id = await donate(t, programId, 15_000);
    await requestPayment(t, id);
    const fetch = t.app.services.zarinpal.fetch;
    t.app.services.zarinpal.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const report = await reconcilePayments(t.app.services.payments, 5, inMinutes(6));
    t.app.services.zarinpal.fetch = fetch;
    expect(report).toMatchObject({ checked: 1, pending: 1 });
    expect(await statusOf(id)).toBe('PENDING');
  });

  it('the job runs on its interval, not at all when switched off, and no more once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const service = t.app.services.payments;
    // Runs find nothing to settle, so each one ends at once and the next tick is never skipped as overlapping.
    const stale = vi.spyOn(service, 'stalePendingAttempts').mockResolvedValue([]);
    try {
      const stopOff = startReconciliation(service, { intervalSeconds: 0, afterMinutes: 5 });
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(stale).not.toHaveBeenCalled();
      stopOff();

      const stop = startReconciliation(service, { intervalSeconds: 60, afterMinutes: 5 });
      await vi.advanceTimersByTimeAsync(59_000);
      expect(stale).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(stale).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(stale).toHaveBeenCalledTimes(2);

      stop();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(stale).toHaveBeenCalledTimes(2);
    } finally {
      stale.mockRestore();
      vi.useRealTimers();
    }
  });
});
