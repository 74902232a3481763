import { formatJalaliLong } from '@common/date';
import { formatToman } from '@common/money';
import { LtrDigits } from '../../components/ui/LtrDigits';
import type { VerifyReceiptQuery } from '../../gql/graphql';
import { RECEIPT_TEXTS as T } from './receiptTexts';

/** What the verification page confirms: number, date, program, amount, code, and the donor unless anonymous. */
export function ReceiptFacts({ receipt }: { receipt: VerifyReceiptQuery['verifyReceipt'] }) {
  const rows: Array<[string, React.ReactNode]> = [
    [T.fields.number, <LtrDigits key="n" text={receipt.number} />],
    [T.fields.date, formatJalaliLong(receipt.completedAt)],
    [T.fields.program, receipt.programName],
    [T.fields.amount, formatToman(receipt.amount)],
    [T.fields.donor, receipt.donorName ?? T.anonymous],
    [T.fields.code, <LtrDigits key="c" text={receipt.verificationCode} />],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 rounded-2xl bg-ink-50 px-4 py-3">
          <dt className="text-xs text-ink-500">{label}</dt>
          <dd className="font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
