import { BULK_ACTION_MAX } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { Field, Int, ObjectType } from 'type-graphql';
import { DomainError, ERROR_KINDS, invalid } from '../errors';

export const bulkMessages = {
  none: 'هیچ موردی انتخاب نشده است',
  tooMany: `در هر بار حداکثر ${toPersianDigits(BULK_ACTION_MAX)} مورد را می‌توان تغییر داد`,
  summary: (done: number, failed: number) =>
    failed === 0
      ? `${toPersianDigits(done)} مورد انجام شد`
      : `${toPersianDigits(done)} مورد انجام شد؛ ${toPersianDigits(failed)} مورد انجام نشد`,
} as const;

@ObjectType({ description: 'An item a bulk action left as it was, and why.' })
export class BulkFailure {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'The Persian refusal the single action gives.' }) message!: string;
}

@ObjectType({ description: 'What a bulk action did to each item it was given.' })
export class BulkResult {
  @Field(() => [Int], { description: 'The ids changed, in the order given.' }) done!: number[];
  @Field(() => [BulkFailure]) failed!: BulkFailure[];
  @Field(() => String, { description: 'Persian text for the toast.' }) message!: string;
}

/** Where an item's unexpected failure is written (the request's log). */
export interface BulkLog {
  error(details: object, message: string): void;
}

/**
 * Runs a single action on each id in turn, each in its own transaction (so each item keeps the single
 * action's rule, lock and audit entry). Whatever one item throws is that item's report beside the others:
 * earlier items have already committed, so refusing the whole call would hide what changed. An argument the
 * items share (e.g. the new status) is the caller's to check before calling.
 */
export async function eachOf(
  ids: readonly number[],
  act: (id: number) => Promise<unknown>,
  log: BulkLog,
): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid({ ids: bulkMessages.none });
  if (unique.length > BULK_ACTION_MAX) throw invalid({ ids: bulkMessages.tooMany });
  const done: number[] = [];
  const failed: BulkFailure[] = [];
  for (const id of unique) {
    try {
      await act(id);
      done.push(id);
    } catch (error) {
      failed.push({ id, message: failureMessage(id, error, log) });
    }
  }
  return { done, failed, message: bulkMessages.summary(done.length, failed.length) };
}

function failureMessage(id: number, error: unknown, log: BulkLog): string {
  if (error instanceof DomainError) return error.message;
  log.error({ err: error, id }, 'unexpected error in a bulk action item');
  return ERROR_KINDS.INTERNAL.defaultMessage;
}
