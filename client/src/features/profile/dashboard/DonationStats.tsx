import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import type { UserFieldsFragment } from '../../../gql/graphql';
import { donationShare } from './donationShare';

type Stats = Pick<UserFieldsFragment, 'programStats' | 'totalDonations'>;

/** The member's completed donations per program, each with its share of the total (capped at 100%). */
export function DonationStats({ profile, className = '' }: { profile: Stats; className?: string }) {
  const { programStats, totalDonations } = profile;
  return (
    <section
      aria-labelledby="donation-stats"
      className={`rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="donation-stats" className="text-lg font-bold text-ink-900">
          آمار کمک‌های شما
        </h2>
        {programStats.length > 0 && (
          <p className="text-sm text-ink-500">مجموع: {formatToman(totalDonations)}</p>
        )}
        <Link to="/profile/donations" className="text-sm font-medium text-brand-700 hover:underline">
          همه‌ی کمک‌ها و رسیدها
        </Link>
      </div>
      {programStats.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl bg-ink-50 px-4 py-10 text-center">
          <p className="text-ink-600">
            هنوز کمکی ثبت نکرده‌اید؛ با حمایت از یک برنامه، آینده‌ی دانش‌آموزی را روشن‌تر کنید.
          </p>
          <ButtonLink to="/programs" variant="secondary" size="sm">
            مشاهده‌ی برنامه‌ها
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-6">
          {programStats.map((stat) => {
            const share = donationShare(stat.totalAmount, totalDonations);
            return (
              <li key={stat.programId} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to={`/programs/${stat.programId}`}
                    className="font-semibold text-ink-900 hover:text-brand-700"
                  >
                    {stat.programName}
                  </Link>
                  <span className="font-bold text-brand-700">{formatToman(stat.totalAmount)}</span>
                </div>
                <ProgressBar value={share} label={`سهم ${stat.programName} از کل کمک‌های شما`} />
                <p className="text-xs text-ink-500">
                  {toPersianDigits(stat.donationCount)} کمک
                  {stat.lastDonationDate && ` · آخرین کمک: ${formatJalaliDate(stat.lastDonationDate)}`} ·{' '}
                  {toPersianDigits(share)}٪ از کل
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
