import { toPersianDigits } from '@common/digits';
import type { CoursePaymentMethod } from './useCoursePaymentMethods';

type Config = CoursePaymentMethod['config'];

const ROWS: Array<{ key: keyof Omit<Config, '__typename'>; label: string; ltr?: boolean }> = [
  { key: 'cardNumber', label: 'شماره کارت', ltr: true },
  { key: 'iban', label: 'شماره شبا', ltr: true },
  { key: 'accountName', label: 'به نام' },
  { key: 'bankName', label: 'بانک' },
];

/** Groups a card number in fours (6037 9975 …) for reading aloud and copying. */
const grouped = (value: string) => value.replace(/(\S{4})(?=\S)/g, '$1 ');

/** The card or account details of an offline method (card to card, bank transfer). */
export function PaymentInstructions({ method }: { method: CoursePaymentMethod }) {
  const rows = ROWS.filter((row) => method.config[row.key]);
  if (rows.length === 0) return null;
  return (
    <dl className="flex flex-col gap-2 rounded-2xl bg-white p-3 text-sm ring-1 ring-amber-200">
      {rows.map(({ key, label, ltr }) => (
        <div key={key} className="flex flex-wrap items-baseline justify-between gap-2">
          <dt className="text-ink-500">{label}</dt>
          <dd dir={ltr ? 'ltr' : undefined} className="font-medium text-ink-900">
            {ltr ? toPersianDigits(grouped(method.config[key] ?? '')) : method.config[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
