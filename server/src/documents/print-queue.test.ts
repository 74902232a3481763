import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError, RetryLaterError } from '../errors';
import { documentMessages } from './documents.messages';
import { PrintQueue, type PrintQueueOptions } from './print-queue';

/** A fake printer: each document is a job that finishes when the test says so, and records when it started. */
function fakePrinter() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    const done = finishers.get(name);
    if (!done) throw new Error(`${name} has not started`);
    done();
    // The queue hands the freed turn on in the job's `finally`, a few microtasks later.
    await flush();
  };
  return { started, job, finish };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const OPTIONS: PrintQueueOptions = {
  concurrency: 2,
  maxWaiting: 20,
  maxPerOwner: 10,
  waitMs: 20_000,
  retryAfterSeconds: 7,
};

async function refusalOf(promise: Promise<unknown>): Promise<RetryLaterError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RetryLaterError);
  return error as RetryLaterError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the printer queue', () => {
  it("serves another account's single document before the rest of one account's burst", async () => {
    const queue = new PrintQueue(OPTIONS);
    const printer = fakePrinter();
    const burst = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => queue.run('user:1', printer.job(name)));
    await flush();
    const single = queue.run('user:2', printer.job('b1'));
    await flush();
    expect(printer.started).toEqual(['a1', 'a2']);

    await printer.finish('a1');
    expect(printer.started).toEqual(['a1', 'a2', 'b1']);
    await printer.finish('b1');
    expect(await single).toBe('b1');

    for (const name of ['a2', 'a3', 'a4', 'a5', 'a6']) await printer.finish(name);
    expect(await Promise.all(burst)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(printer.started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5', 'a6']);
  });

  it('takes turns between waiting accounts, one document each', async () => {
    const queue = new PrintQueue({ ...OPTIONS, concurrency: 1 });
    const printer = fakePrinter();
    const all = [
      queue.run('user:1', printer.job('a1')),
      queue.run('user:1', printer.job('a2')),
      queue.run('user:1', printer.job('a3')),
      queue.run('user:2', printer.job('b1')),
      queue.run('user:2', printer.job('b2')),
      queue.run('ip:10.0.0.9', printer.job('c1')),
    ];
    await flush();
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await printer.finish(name);
    await Promise.all(all);
    expect(printer.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('refuses at once, in Persian with a Retry-After, what one account asks beyond its share', async () => {
    const queue = new PrintQueue({ ...OPTIONS, maxPerOwner: 3 });
    const printer = fakePrinter();
    const burst = Array.from({ length: 36 }, (_, i) => queue.run('user:1', printer.job(`a${i + 1}`)));
    const refused = await Promise.all(burst.slice(3).map(refusalOf));
    expect(refused).toHaveLength(33);
    for (const error of refused) {
      expect(error.code).toBe('UNAVAILABLE');
      expect(error.message).toBe(documentMessages.printerBusy);
      expect(error.retryAfterSeconds).toBe(7);
    }
    // Another account still gets its turn.
    await flush();
    const other = queue.run('user:2', printer.job('b1'));
    await printer.finish('a1');
    await printer.finish('b1');
    expect(await other).toBe('b1');
    await printer.finish('a2');
    await printer.finish('a3');
    expect(await Promise.all(burst.slice(0, 3))).toEqual(['a1', 'a2', 'a3']);
    expect(printer.started).toEqual(['a1', 'a2', 'b1', 'a3']);
  });

  it('refuses at once when the queue is full, and takes documents again once it has room', async () => {
    const queue = new PrintQueue({ ...OPTIONS, concurrency: 1, maxWaiting: 2 });
    const printer = fakePrinter();
    const admitted = ['user:1', 'user:2', 'user:3'].map((owner, i) => queue.run(owner, printer.job(`d${i}`)));
    const full = await refusalOf(queue.run('user:4', printer.job('late')));
    expect(full.code).toBe('UNAVAILABLE');
    expect(full.message).toBe(documentMessages.printerBusy);
    expect(full.retryAfterSeconds).toBe(7);

    await printer.finish('d0');
    const later = queue.run('user:4', printer.job('later'));
    for (const name of ['d1', 'd2', 'later']) await printer.finish(name);
    expect(await Promise.all([...admitted, later])).toEqual(['d0', 'd1', 'd2', 'later']);
    expect(printer.started).not.toContain('late');
  });

  it('gives up a wait at its deadline, and the document is never printed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = new PrintQueue({ ...OPTIONS, concurrency: 1, waitMs: 5_000 });
    const printer = fakePrinter();
    const first = queue.run('user:1', printer.job('first'));
    const waiting = queue.run('user:2', printer.job('waiting'));
    const refusal = refusalOf(waiting);
    await flush();
    vi.advanceTimersByTime(5_000);
    const error = await refusal;
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe(documentMessages.printerBusy);
    expect(error.retryAfterSeconds).toBe(7);

    await printer.finish('first');
    expect(await first).toBe('first');
    const next = queue.run('user:2', printer.job('next'));
    await flush();
    await printer.finish('next');
    expect(await next).toBe('next');
    expect(printer.started).toEqual(['first', 'next']);
  });

  it('hands the turn on when a document fails', async () => {
    const queue = new PrintQueue({ ...OPTIONS, concurrency: 1 });
    const failing = queue.run('user:1', () => Promise.reject(new DomainError('UNAVAILABLE')));
    const next = queue.run('user:1', () => Promise.resolve('next'));
    await expect(failing).rejects.toBeInstanceOf(DomainError);
    expect(await next).toBe('next');
  });

  it('says when it has nothing left to print', async () => {
    const idle = vi.fn();
    const queue = new PrintQueue({ ...OPTIONS, concurrency: 1 }, idle);
    const printer = fakePrinter();
    const both = [queue.run('user:1', printer.job('a')), queue.run('user:2', printer.job('b'))];
    await flush();
    await printer.finish('a');
    expect(idle).not.toHaveBeenCalled();
    await printer.finish('b');
    await Promise.all(both);
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
