import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { DomainError, ERROR_KINDS, invalid, notFound } from '../errors';
import { eachOf } from './bulk';

const logOf = () => ({ error: vi.fn() });

describe('eachOf: one action per item, each reported', () => {
  it('an unexpected error on the second item is reported beside the first, which stays done, and logged', async () => {
    const changed: number[] = [];
    const log = logOf();
    const broken = new Error('connection reset');
    const result = await eachOf(
      [1, 2, 3],
      async (id) => {
        if (id === 2) throw broken;
        changed.push(id);
      },
      log,
    );
    expect(changed).toEqual([1, 3]);
    expect(result).toEqual({
      done: [1, 3],
      failed: [{ id: 2, message: ERROR_KINDS.INTERNAL.defaultMessage }],
      message: '۲ مورد انجام شد؛ ۱ مورد انجام نشد',
    });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatchObject({ err: broken, id: 2 });
  });

  it('a refusal of one item, whatever its code, is that item’s own report', async () => {
    const log = logOf();
    const result = await eachOf(
      [5, 6, 7],
      async (id) => {
        if (id === 6) throw invalid({ amount: 'مبلغ این مورد نامعتبر است' });
        if (id === 7) throw notFound('پیدا نشد');
      },
      log,
    );
    expect(result.done).toEqual([5]);
    expect(result.failed).toEqual([
      { id: 6, message: 'مبلغ این مورد نامعتبر است' },
      { id: 7, message: 'پیدا نشد' },
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('refuses an empty or too long list before any action', async () => {
    const act = vi.fn(async () => {});
    await expect(eachOf([], act, logOf())).rejects.toBeInstanceOf(DomainError);
    await expect(
      eachOf(
        Array.from({ length: 101 }, (_, i) => i + 1),
        act,
        logOf(),
      ),
    ).rejects.toMatchObject({
      fieldErrors: { ids: 'در هر بار حداکثر ۱۰۰ مورد را می‌توان تغییر داد' },
    });
    expect(act).not.toHaveBeenCalled();
  });
});
