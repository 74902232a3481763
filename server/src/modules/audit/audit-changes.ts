import type { AuditChange } from '../../db/schema';

/** Fields that never enter the log: secrets, hashes and the database's own bookkeeping. */
const LEFT_OUT = new Set(['passwordHash', 'password', 'searchText', 'createdAt', 'updatedAt']);
/** Provider settings that are secrets: the log says they changed, never to what. */
const SECRET_KEYS = new Set(['merchantId', 'apiKey', 'secret', 'token']);
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

/**
 * The fields that differ between an object before and after a write, each with both values (a create has
 * no before, a delete no after). Secrets and hashes are left out or masked.
 */
export function auditChanges(before: Fields, after: Fields): Record<string, AuditChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, AuditChange> = {};
  for (const key of keys) {
    if (LEFT_OUT.has(key)) continue;
    const old = before?.[key];
    const next = after?.[key];
    if (before && after && comparable(old) === comparable(next)) continue;
    const change: AuditChange = {};
    if (before) change.before = SECRET_KEYS.has(key) ? HIDDEN : (plain(old) ?? null);
    if (after) change.after = SECRET_KEYS.has(key) ? HIDDEN : (plain(next) ?? null);
    changes[key] = change;
  }
  return changes;
}
