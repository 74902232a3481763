import { formatJalaliDate } from '@common/date';
import { formatToman } from '@common/money';
import { Avatar } from '../../../components/ui/Avatar';
import type { Supporter } from './types';

export const ANONYMOUS_SUPPORTER = 'حامی ناشناس';

interface SupporterListProps {
  supporters: readonly Supporter[];
  /** Show each donor's message and date (the supporters tab). */
  detailed?: boolean;
  empty?: string;
}

/** Donors with their amounts; anonymous (or hidden) donors are 'حامی ناشناس'. */
export function SupporterList({
  supporters,
  detailed = false,
  empty = 'هنوز حامی‌ای ثبت نشده است.',
}: SupporterListProps) {
  if (supporters.length === 0) return <p className="text-sm leading-7 text-ink-500">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {supporters.map((supporter) => {
        const name = supporter.donorName?.trim() || ANONYMOUS_SUPPORTER;
        const [firstName, ...rest] = name === ANONYMOUS_SUPPORTER ? ['؟'] : name.split(' ');
        return (
          <li key={supporter.id} className="flex items-start gap-3">
            <Avatar
              user={{ firstName, lastName: rest.join(' '), profileImageUrl: supporter.donorImageUrl }}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="truncate text-sm font-medium text-ink-900">{name}</span>
                <span className="text-sm font-bold text-brand-700">{formatToman(supporter.amount)}</span>
              </div>
              {detailed && (
                <>
                  <p className="text-xs text-ink-500">{formatJalaliDate(supporter.donationDate)}</p>
                  {supporter.message && (
                    <p className="mt-1 rounded-xl bg-ink-50 px-3 py-2 text-sm leading-7 text-ink-600">
                      {supporter.message}
                    </p>
                  )}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
