import type { PaymentUsageScope } from '@common/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import type { PublicPaymentConfig, PublicPaymentMethod } from './payment-methods.types';

/** The only configuration keys a payer may see; everything else (merchantId …) stays on the server. */
export const PUBLIC_CONFIG_KEYS = ['cardNumber', 'accountName', 'iban', 'bankName'] as const;

export function publicConfig(config: Record<string, unknown> | null | undefined): PublicPaymentConfig {
  const entries = PUBLIC_CONFIG_KEYS.map((key) => {
    const value = config?.[key];
    return [key, typeof value === 'string' && value.trim() ? value : null];
  });
  return Object.fromEntries(entries) as unknown as PublicPaymentConfig;
}

export class PaymentMethodService {
  constructor(private readonly db: Db) {}

  /** Active methods usable for `usage` (its own scope or BOTH), in sort order. */
  async listActive(usage: PaymentUsageScope): Promise<PublicPaymentMethod[]> {
    const scopes: PaymentUsageScope[] = usage === 'BOTH' ? ['BOTH'] : [usage, 'BOTH'];
    const rows = await this.db
      .select({
        id: paymentMethods.id,
        code: paymentMethods.code,
        displayNameFa: paymentMethods.displayNameFa,
        displayNameEn: paymentMethods.displayNameEn,
        description: paymentMethods.description,
        icon: paymentMethods.icon,
        provider: paymentMethods.provider,
        usageScope: paymentMethods.usageScope,
        sortOrder: paymentMethods.sortOrder,
        config: paymentMethods.config,
      })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.isActive, true), inArray(paymentMethods.usageScope, scopes)))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
    return rows.map((row) => ({ ...row, config: publicConfig(row.config) }));
  }
}
