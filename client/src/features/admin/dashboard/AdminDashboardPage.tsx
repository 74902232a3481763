import { useQuery } from '@apollo/client/react';
import { DASHBOARD_RECENT_CONTACTS } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { lazy, Suspense } from 'react';
import { BookIcon, MailIcon, TargetIcon, UsersIcon } from '../../../components/ui/icons';
import { LoadFailedPanel } from '../../../components/ui/LoadFailedPanel';
import { AdminDashboardDocument } from '../../../gql/graphql';
import { AdminPage } from '../shared/AdminPage';
import { StatCard } from '../shared/StatCard';
import { DonationSummary } from './DonationSummary';
import { RecentContacts } from './RecentContacts';

// recharts is the largest part of the dashboard; it loads beside the figures, not before them.
const MonthlyChart = lazy(() => import('./MonthlyChart').then((m) => ({ default: m.MonthlyChart })));

/** The four figures on top: the count and its growth field in the dashboard's stats. */
const FIGURES = [
  { label: 'کاربران فعال', count: 'activeUsers', growth: 'userGrowth', Icon: UsersIcon },
  { label: 'دوره‌های فعال', count: 'activeCourses', growth: 'courseGrowth', Icon: BookIcon },
  { label: 'برنامه‌های فعال', count: 'activePrograms', growth: 'programGrowth', Icon: TargetIcon },
  { label: 'پیام‌های جدید', count: 'pendingContacts', growth: 'contactGrowth', Icon: MailIcon },
] as const;

const ChartPlaceholder = () => (
  <div className="h-[22rem] animate-pulse rounded-2xl bg-white ring-1 ring-ink-100" />
);

/** /admin: the site's figures, the monthly chart, the latest messages and the donations (spec doc 3 §2.3). */
export function AdminDashboardPage() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, {
    variables: { recentContacts: DASHBOARD_RECENT_CONTACTS },
  });
  const stats = data?.adminDashboardStats;

  return (
    <AdminPage title="داشبورد مدیریت" description="نمای کلی از وضعیت انجمن">
      {error && !stats ? (
        <LoadFailedPanel title="خطا در دریافت اطلاعات داشبورد" onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={loading || undefined}>
            {FIGURES.map(({ label, count, growth, Icon }) => (
              <StatCard
                key={label}
                label={label}
                value={toPersianDigits(stats?.[count] ?? 0)}
                growth={stats?.[growth]}
                Icon={Icon}
              />
            ))}
          </div>
          <div className="grid gap-6 xl:grid-cols-3">
            <div className="xl:col-span-2">
              {stats ? (
                <Suspense fallback={<ChartPlaceholder />}>
                  <MonthlyChart months={stats.monthlyStats} />
                </Suspense>
              ) : (
                <ChartPlaceholder />
              )}
            </div>
            <RecentContacts messages={data?.adminContactMessages.content ?? []} />
          </div>
        </>
      )}
      <DonationSummary />
    </AdminPage>
  );
}
