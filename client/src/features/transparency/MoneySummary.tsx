import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { transparencyTexts as texts } from './transparencyTexts';

type Rial = number | string;

interface MoneySummaryProps {
  moneyIn: Rial;
  moneyOut: Rial;
  /** Shown as a fourth figure when given (a program's tab). */
  donorCount?: number;
}

const balanceOf = (moneyIn: Rial, moneyOut: Rial): string => (BigInt(moneyIn) - BigInt(moneyOut)).toString();

/** Money in and money out side by side, with what is left (and the donors, on a program's tab). */
export function MoneySummary({ moneyIn, moneyOut, donorCount }: MoneySummaryProps) {
  const figures = [
    { label: texts.moneyIn, value: formatToman(moneyIn), tone: 'text-emerald-700' },
    { label: texts.moneyOut, value: formatToman(moneyOut), tone: 'text-rose-700' },
    { label: texts.balance, value: formatToman(balanceOf(moneyIn, moneyOut)), tone: 'text-ink-900' },
    ...(donorCount === undefined
      ? []
      : [{ label: texts.donors, value: toPersianDigits(donorCount), tone: 'text-brand-700' }]),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl bg-ink-50 p-4">
          <dt className="text-xs text-ink-500">{figure.label}</dt>
          <dd className={`mt-1 text-sm font-bold ${figure.tone}`} data-testid={`money-${figure.label}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
