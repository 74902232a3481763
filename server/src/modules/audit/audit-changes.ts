import type { AuditObjectType } from '@common/audit-labels';
import type { AuditChange } from '../../db/schema';
import { PUBLIC_CONFIG_KEYS } from '../payment-methods/payment-methods.service';

/** Fields that never enter the log: secrets, hashes and the database's own bookkeeping. */
export const LEFT_OUT: ReadonlySet<string> = new Set([
  'passwordHash',
  'password',
  'searchText',
  'createdAt',
  'updatedAt',
]);
/** Keys that are secrets wherever they appear: the log says they changed, never to what. */
const SECRET_KEYS = new Set(['merchantId', 'apiKey', 'secret', 'token']);
/**
 * The field of a payment method holding its provider settings: every value in it is hidden but the harmless
 * ones. Only a payment method's settings: another object's field of the same name is logged as it is.
 */
const PROVIDER_SETTINGS: Partial<Record<AuditObjectType, string>> = { paymentMethod: 'config' };
/** The provider settings every payer sees on the payment page anyway (card number, IBAN, names). */
const HARMLESS_SETTINGS: ReadonlySet<string> = new Set(PUBLIC_CONFIG_KEYS);
export const HIDDEN = '***';

type Fields = Record<string, unknown> | null | undefined;

const comparable = (value: unknown): string => JSON.stringify(plain(value, false)) ?? 'null';

/** A value as JSON stores it; with `mask`, secrets nested in it are replaced by HIDDEN. */
function plain(value: unknown, mask = true): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map((item) => plain(item, mask));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        mask && SECRET_KEYS.has(key) ? HIDDEN : plain(inner, mask),
      ]),
    );
  }
  return value;
}

/** Provider settings with every value hidden except the harmless ones (an unknown key may be a secret). */
function maskedSettings(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return plain(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, HARMLESS_SETTINGS.has(key) ? plain(inner) : HIDDEN]),
  );
}

/** A field's value as the log stores it: secrets hidden, provider settings hidden but the harmless ones. */
function logged(objectType: AuditObjectType, key: string, value: unknown): unknown {
  if (SECRET_KEYS.has(key)) return HIDDEN;
  if (key === PROVIDER_SETTINGS[objectType]) return maskedSettings(value) ?? null;
  return plain(value) ?? null;
}

/**
 * The fields that differ between an object of the given type before and after a write, each with both values
 * (a create has no before, a delete no after). Secrets and hashes are left out or masked.
 */
export function auditChanges(
  objectType: AuditObjectType,
  before: Fields,
  after: Fields,
): Record<string, AuditChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, AuditChange> = {};
  for (const key of keys) {
    if (LEFT_OUT.has(key)) continue;
    const old = before?.[key];
    const next = after?.[key];
    if (before && after && comparable(old) === comparable(next)) continue;
    const change: AuditChange = {};
    if (before) change.before = logged(objectType, key, old);
    if (after) change.after = logged(objectType, key, next);
    changes[key] = change;
  }
  return changes;
}
