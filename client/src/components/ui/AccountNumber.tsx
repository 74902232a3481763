import { toLatinDigits } from '@common/digits';
import { CopyButton } from './CopyButton';
import { LtrDigits } from './LtrDigits';

export type AccountNumberKind = 'card' | 'iban';

/** What a card number and an IBAN are called, on their rows and copy buttons. */
export const ACCOUNT_NUMBER_LABELS: Record<AccountNumberKind, string> = {
  card: 'شماره‌ی کارت',
  iban: 'شماره‌ی شبا',
};

/** Only what a bank form accepts: '۶۰۳۷-۹۹۷۵ …' → '60379975…', 'ir06 2960 …' → 'IR062960…'. */
export function plainAccountNumber(value: string): string {
  return toLatinDigits(value)
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
}

/** '6037997512345678' → '6037 9975 1234 5678'; an IBAN the same way from its start ('IR06 2960 …'). */
export function groupInFours(plain: string): string {
  return plain.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A card number or IBAN as a payer reads and copies it: Latin-or-Persian input with any separators is shown
 * left to right in groups of four with Persian digits, and the copy button copies the plain Latin characters.
 */
export function AccountNumber({
  kind,
  value,
  className = '',
}: {
  kind: AccountNumberKind;
  value: string;
  className?: string;
}) {
  const plain = plainAccountNumber(value);
  return (
    <span className={`inline-flex min-w-0 flex-wrap items-center gap-2 ${className}`}>
      <LtrDigits text={groupInFours(plain)} className="font-semibold tracking-wide text-ink-900" />
      <CopyButton value={plain} label={ACCOUNT_NUMBER_LABELS[kind]} />
    </span>
  );
}
