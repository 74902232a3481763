import { useQuery } from '@apollo/client/react';
import { DASHBOARD_RECENT_CONTACTS } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/Button';
import { BookIcon, MailIcon, TargetIcon, UsersIcon } from '../../../components/ui/icons';
import { AlertIcon, RefreshIcon } from '../../../components/ui/pageIcons';
import { StatusPanel } from '../../../components/ui/StatusPanel';
import { AdminDashboardDocument } from '../../../gql/graphql';
import { AdminPage } from '../shared/AdminPage';
import { StatCard } from '../shared/StatCard';
import { DonationSummary } from './DonationSummary';
import { RecentContacts } from './RecentContacts';

// recharts is the largest part of the dashboard; it loads beside the figures, not before them.
const MonthlyChart = lazy(() => import('./MonthlyChart').then((m) => ({ default: m.MonthlyChart })));

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
        <StatusPanel title="خطا در دریافت اطلاعات داشبورد" Icon={AlertIcon} tone="error">
          <Button variant="outline" onClick={() => void refetch()}>
            <RefreshIcon className="size-4" />
            تلاش دوباره
          </Button>
        </StatusPanel>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={loading || undefined}>
            <StatCard
              label="کاربران فعال"
              value={toPersianDigits(stats?.activeUsers ?? 0)}
              growth={stats?.userGrowth}
              Icon={UsersIcon}
            />
            <StatCard
              label="دوره‌های فعال"
              value={toPersianDigits(stats?.activeCourses ?? 0)}
              growth={stats?.courseGrowth}
              Icon={BookIcon}
            />
            <StatCard
              label="برنامه‌های فعال"
              value={toPersianDigits(stats?.activePrograms ?? 0)}
              growth={stats?.programGrowth}
              Icon={TargetIcon}
            />
            <StatCard
              label="پیام‌های جدید"
              value={toPersianDigits(stats?.pendingContacts ?? 0)}
              growth={stats?.contactGrowth}
              Icon={MailIcon}
            />
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
