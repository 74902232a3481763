// An audit entry's stored value as the admin forms show it: Persian digits, Jalali days, toman, yes/no, labels.
import { type AuditShown, auditFieldOf } from './audit-labels';
import { formatJalaliDate, formatJalaliDateTime } from './date';
import { formatNumber, toPersianDigits } from './digits';
import { labelOf } from './labels';
import { formatToman } from './money';

/** What the log stores in place of a secret. */
const HIDDEN = '***';
const SEPARATOR = '، ';

const yesNo = (value: boolean) => (value ? 'بله' : 'خیر');

/** A value whose field the table does not know: shown plainly, never as raw JSON when it can be helped. */
function plainly(value: unknown): string {
  if (value === null || value === '') return '(خالی)';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.map(plainly).join(SEPARATOR);
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A list stored as JSON text (a program's timeline) or as a list. */
const listOf = (value: unknown): unknown[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed : [];
};

function shownAs(shown: AuditShown, value: unknown): string {
  if (shown === 'yesNo' && typeof value === 'boolean') return yesNo(value);
  if (shown === 'number' && typeof value === 'number') return formatNumber(value);
  if (shown === 'money' && !Number.isNaN(Number(value))) return formatToman(Number(value));
  if (shown === 'date') return formatJalaliDate(String(value)) || String(value);
  if (shown === 'dateTime') return formatJalaliDateTime(String(value)) || String(value);
  if (shown === 'list' && Array.isArray(value)) return value.map(plainly).join(SEPARATOR);
  if (typeof shown === 'object' && 'count' in shown) {
    return `${toPersianDigits(listOf(value).length)} ${shown.count}`;
  }
  if (typeof shown === 'object' && 'values' in shown) return labelOf(shown.values, String(value));
  if (typeof shown === 'object' && 'keys' in shown && value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, inner]) => `${labelOf(shown.keys, key)}: ${inner === HIDDEN ? 'پنهان' : plainly(inner)}`,
    );
    return entries.length === 0 ? '(خالی)' : entries.join(SEPARATOR);
  }
  return plainly(value);
}

/** One side of a changed field (JSON text, null when that side is absent) as a short Persian text. */
export function formatAuditValue(objectType: string, field: string, json: string | null): string {
  if (json === null) return '—';
  const value: unknown = JSON.parse(json);
  if (value === HIDDEN) return 'پنهان';
  const known = auditFieldOf(objectType, field);
  if (value === null || value === '') return plainly(value);
  return known ? shownAs(known.shown, value) : plainly(value);
}
