import { formatJalaliDate } from '@common/date';
import { formatToman } from '@common/money';
import type { ProgramSpendingFieldsFragment } from '../../gql/graphql';
import { transparencyTexts as texts } from './transparencyTexts';

/** A program's spending entries for visitors: Jalali date, toman, description and the receipt picture. */
export function SpendingList({ spendings }: { spendings: readonly ProgramSpendingFieldsFragment[] }) {
  return (
    <section aria-labelledby="spending-title">
      <h3 id="spending-title" className="mb-3 font-bold text-ink-900">
        {texts.spendingTitle}
      </h3>
      {spendings.length === 0 ? (
        <p className="text-sm leading-7 text-ink-500">{texts.spendingEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-100">
          {spendings.map((spending) => (
            <li key={spending.id} className="flex items-start gap-3 py-3">
              {spending.receiptImageUrl && (
                <a
                  href={spending.receiptImageUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="shrink-0"
                  aria-label={`${texts.receiptLink}: ${spending.description}`}
                >
                  <img
                    src={spending.receiptImageUrl}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 rounded-xl object-cover ring-1 ring-ink-100"
                  />
                </a>
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-medium whitespace-pre-line text-ink-900">
                    {spending.description}
                  </span>
                  <span className="text-sm font-bold text-rose-700">{formatToman(spending.amount)}</span>
                </div>
                <p className="text-xs text-ink-500">{formatJalaliDate(spending.spentOn)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
