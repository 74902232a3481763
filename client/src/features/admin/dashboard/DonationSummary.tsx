import { useQuery } from '@apollo/client/react';
import { DASHBOARD_LATEST_DONORS } from '@common/constants';
import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { donationStatusLabels } from '@common/labels';
import { formatToman } from '@common/money';
import { HeartIcon, TargetIcon, UsersIcon } from '../../../components/ui/icons';
import { CalendarIcon } from '../../../components/ui/pageIcons';
import {
  AdminDashboardDonationStatsDocument,
  AdminDashboardRecentDonationsDocument,
} from '../../../gql/graphql';
import { StatCard } from '../shared/StatCard';

const ZERO = { totalDonations: 0, activeDonors: 0, monthlyDonations: 0, averageDonation: 0 };

/** Every donation in any status, as the latest list shows any status; none known while the figures are not. */
const donationCount = (counts?: { completedCount: number; pendingCount: number; failedCount: number }) =>
  counts ? counts.completedCount + counts.pendingCount + counts.failedCount : 0;

/**
 * The four donation figures and the latest donors. Spec doc 3 §8: when the figures fail they show zeros;
 * when the latest donations fail that part stays empty.
 */
export function DonationSummary() {
  const stats = useQuery(AdminDashboardDonationStatsDocument);
  // Only the rows shown: how many more there are comes from the figures.
  const recent = useQuery(AdminDashboardRecentDonationsDocument, {
    variables: { limit: DASHBOARD_LATEST_DONORS },
  });
  const figures = stats.data?.adminDonationStats ?? ZERO;
  const shown = recent.data?.recentDonations ?? [];
  const more = Math.max(0, donationCount(stats.data?.adminDonationStats) - shown.length);

  return (
    <section aria-labelledby="donation-summary" className="flex flex-col gap-4">
      <h2 id="donation-summary" className="font-bold text-ink-900">
        کمک‌های مالی
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="مجموع کمک‌ها" value={formatToman(figures.totalDonations)} Icon={HeartIcon} />
        <StatCard label="اهداکنندگان فعال" value={toPersianDigits(figures.activeDonors)} Icon={UsersIcon} />
        <StatCard label="کمک‌های این ماه" value={formatToman(figures.monthlyDonations)} Icon={CalendarIcon} />
        <StatCard label="میانگین کمک" value={formatToman(figures.averageDonation)} Icon={TargetIcon} />
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
        <h3 className="mb-3 font-bold text-ink-900">آخرین اهداکنندگان</h3>
        {shown.length === 0 ? (
          <p className="py-4 text-center text-sm text-ink-500">
            {recent.loading ? 'در حال دریافت…' : 'کمکی ثبت نشده است.'}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-ink-100">
            {shown.map((donation) => (
              <li
                key={donation.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
              >
                <span className="font-medium text-ink-900">
                  {donation.isAnonymous || !donation.donorName ? 'ناشناس' : donation.donorName}
                </span>
                <span className="text-ink-700">{formatToman(donation.amount)}</span>
                <span className="text-ink-500">{formatJalaliDate(donation.donationDate)}</span>
                <span className="text-ink-600">{donationStatusLabels[donation.status]}</span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && <p className="mt-3 text-sm text-ink-500">و {toPersianDigits(more)} کمک دیگر</p>}
      </div>
    </section>
  );
}
