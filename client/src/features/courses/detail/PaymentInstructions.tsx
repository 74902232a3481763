import { ACCOUNT_NUMBER_LABELS, AccountNumber } from '../../../components/ui/AccountNumber';
import type { CoursePaymentMethod } from './useCoursePaymentMethods';

type Config = CoursePaymentMethod['config'];

/** The card or account details of an offline method (card to card, bank transfer). */
export function PaymentInstructions({ method }: { method: CoursePaymentMethod }) {
  const { cardNumber, iban, accountName, bankName } = method.config satisfies Config;
  if (!cardNumber && !iban && !accountName && !bankName) return null;
  return (
    <dl className="flex flex-col gap-2 rounded-2xl bg-white p-3 text-sm ring-1 ring-amber-200">
      {cardNumber && (
        <Row label={ACCOUNT_NUMBER_LABELS.card}>
          <AccountNumber kind="card" value={cardNumber} />
        </Row>
      )}
      {iban && (
        <Row label={ACCOUNT_NUMBER_LABELS.iban}>
          <AccountNumber kind="iban" value={iban} />
        </Row>
      )}
      {accountName && <Row label="به نام">{accountName}</Row>}
      {bankName && <Row label="بانک">{bankName}</Row>}
    </dl>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-ink-500">{label}</dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </div>
  );
}
