import { parsePaymentConfig, paymentMethodSchema } from '@common/validation';
import { asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { AuditService } from '../audit/audit.service';
import { validated } from '../validated';
import type { AdminPaymentMethod, PaymentMethodInput } from './payment-method-admin.types';
import type { PaymentMethodRow } from './payment-method-lookup';
import { paymentMethodAdminMessages } from './payment-methods.messages';

const CODE_MAX = 50;

export function toAdminMethod(row: PaymentMethodRow): AdminPaymentMethod {
  const { config, ...rest } = row;
  const s = (config ?? {}) as Record<string, string | undefined>;
  return {
    ...rest,
    config: {
      merchantId: s.merchantId ?? null,
      cardNumber: s.cardNumber ?? null,
      accountName: s.accountName ?? null,
      iban: s.iban ?? null,
      bankName: s.bankName ?? null,
    },
    configJson: JSON.stringify(config ?? {}),
  };
}

/** The settings as the JSON text the shared check reads: the typed object when given, else configJson. */
function configText({ config, configJson }: PaymentMethodInput): string | null | undefined {
  if (!config) return configJson;
  return JSON.stringify(Object.fromEntries(Object.entries(config).filter(([, v]) => v != null)));
}

/** A code from the English name (or the provider): lower-case letters, digits and _. */
export function codeBase(displayNameEn: string | null | undefined, provider: string): string {
  const slug = (displayNameEn ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, CODE_MAX - 4);
  return slug || provider.toLowerCase();
}

const AUDITED = 'paymentMethod';

/** Admin management of payment methods (spec doc 3 §2.16, §7.8); every write is audited. */
export class PaymentMethodAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminPaymentMethod[]> {
    const rows = await this.db
      .select()
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
    return rows.map(toAdminMethod);
  }

  async create(admin: Viewer, input: PaymentMethodInput): Promise<AdminPaymentMethod> {
    const value = this.validate(input);
    const code = value.code ?? (await this.freeCode(codeBase(value.displayNameEn, value.provider)));
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentMethods)
          .values({ ...value.fields, code })
          .returning();
        await this.audit.record(tx, admin, {
          action: 'create',
          objectType: AUDITED,
          objectId: row.id,
          after: row,
        });
        return toAdminMethod(row);
      }),
    );
  }

  /** Saves every field but the code, which never changes. */
  update(admin: Viewer, id: number, input: PaymentMethodInput): Promise<AdminPaymentMethod> {
    const { fields } = this.validate({ ...input, code: null });
    return this.change(admin, id, 'update', (tx) =>
      tx.update(paymentMethods).set(fields).where(eq(paymentMethods.id, id)).returning(),
    );
  }

  async remove(admin: Viewer, id: number): Promise<boolean> {
    await this.change(admin, id, 'delete', (tx) =>
      tx.delete(paymentMethods).where(eq(paymentMethods.id, id)).returning(),
    );
    return true;
  }

  toggle(admin: Viewer, id: number): Promise<AdminPaymentMethod> {
    return this.change(admin, id, 'status', (tx) =>
      tx
        .update(paymentMethods)
        .set({ isActive: sql`not ${paymentMethods.isActive}` })
        .where(eq(paymentMethods.id, id))
        .returning(),
    );
  }

  /** One audited write of a method under a lock on its row (a delete leaves no after). */
  private change(
    admin: Viewer,
    id: number,
    action: 'update' | 'delete' | 'status',
    write: (tx: Db) => Promise<Array<typeof paymentMethods.$inferSelect>>,
  ): Promise<AdminPaymentMethod> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
      if (!before) throw notFound(paymentMethodAdminMessages.notFound);
      const [row] = await write(tx);
      const after = action === 'delete' ? null : row;
      await this.audit.record(tx, admin, { action, objectType: AUDITED, objectId: id, before, after });
      return toAdminMethod(row);
    });
  }

  private validate(input: PaymentMethodInput) {
    // Absent and null mean the same here (the defaults apply); the schema's defaults need undefined.
    const { config: _typed, ...fields } = { ...input, configJson: configText(input) };
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));
    const value = validated(paymentMethodSchema, given);
    const config = parsePaymentConfig(value.provider, value.configJson);
    if (!config.ok) {
      // On configJson (the spec's field) and on the config key itself (the form's field).
      throw invalid({
        configJson: config.message,
        ...(config.field && { [`config.${config.field}`]: config.message }),
      });
    }
    return {
      code: value.code ?? null,
      displayNameEn: value.displayNameEn ?? null,
      provider: value.provider,
      fields: {
        displayNameFa: value.displayNameFa,
        displayNameEn: value.displayNameEn ?? null,
        description: value.description ?? null,
        icon: value.icon ?? null,
        usageScope: value.usageScope,
        provider: value.provider,
        config: config.config,
        sortOrder: value.sortOrder,
        isActive: value.isActive,
      },
    };
  }

  private async freeCode(base: string): Promise<string> {
    const taken = new Set(
      (
        await this.db
          .select({ code: paymentMethods.code })
          .from(paymentMethods)
          .where(like(paymentMethods.code, `${base.replace(/_/g, '\\_')}%`))
      ).map((row) => row.code),
    );
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}_${n}`)) n++;
    return `${base}_${n}`;
  }

  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== null) {
        throw new DomainError('CONFLICT', paymentMethodAdminMessages.codeTaken, {
          code: paymentMethodAdminMessages.codeTaken,
        });
      }
      throw error;
    }
  }
}
