import type { PaymentUsageScope } from '@common/enums';
import { and, eq, inArray } from 'drizzle-orm';
import { isUuid, TEST_MERCHANT_ID } from '../../config/payments-config';
import type { Db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { publicConfig } from './payment-methods.service';
import type { PublicPaymentMethod } from './payment-methods.types';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The scopes a method may have to be used for `usage`. */
export const scopesFor = (usage: PaymentUsageScope): PaymentUsageScope[] =>
  usage === 'BOTH' ? ['BOTH'] : [usage, 'BOTH'];

/** An active method with this code usable for `usage`, or null. */
export async function findUsableMethod(
  db: Db,
  code: string,
  usage: PaymentUsageScope,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.code, code),
        eq(paymentMethods.isActive, true),
        inArray(paymentMethods.usageScope, scopesFor(usage)),
      ),
    );
  return row ?? null;
}

/** A method as payers see it (no merchant id). */
export function toPublicMethod(row: PaymentMethodRow): PublicPaymentMethod {
  return {
    id: row.id,
    code: row.code,
    displayNameFa: row.displayNameFa,
    displayNameEn: row.displayNameEn,
    description: row.description,
    icon: row.icon,
    provider: row.provider,
    usageScope: row.usageScope,
    sortOrder: row.sortOrder,
    config: publicConfig(row.config),
  };
}

const PLACEHOLDER_MERCHANTS = new Set([TEST_MERCHANT_ID, '00000000-0000-0000-0000-000000000000']);

/**
 * The ZarinPal merchant id for a method: its own config's merchantId when that is a real-looking UUID,
 * otherwise the ZARINPAL_MERCHANT_ID setting.
 */
export function merchantIdFor(config: Record<string, unknown> | null | undefined, fallback: string): string {
  const own = config?.merchantId;
  return typeof own === 'string' && isUuid(own) && !PLACEHOLDER_MERCHANTS.has(own) ? own : fallback;
}
