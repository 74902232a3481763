import { formatJalaliLong } from '@common/date';
import { userTypeLabels } from '@common/labels';
import { PageHeader } from '../../components/layout/PageHeader';
import { PageSpinner } from '../../components/ui/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { MyCoursesSection } from '../learning/MyCoursesSection';
import { AdminCallout } from './dashboard/AdminCallout';
import { CompletionCard } from './dashboard/CompletionCard';
import { DonationStats } from './dashboard/DonationStats';
import { ProfileSummaryCard } from './dashboard/ProfileSummaryCard';
import { StatCards } from './dashboard/StatCards';
import { statCardsFor } from './dashboard/statCards';
import { PROFILE_TEXTS } from './profileTexts';
import { useMyProfile } from './useMyProfile';

const TITLE = 'پروفایل من';

/** /profile, the member's dashboard: stat cards by type, profile card, donation statistics, completion. */
export function ProfilePage() {
  usePageTitle(TITLE);
  const { profile, user, loading, failed } = useMyProfile();
  if (!user) return <PageSpinner />;

  const isAdmin = user.userType === 'ADMIN';
  const showDonations = profile && (user.userType === 'DONOR' || profile.programStats.length > 0);

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={`سلام${user.firstName ? ` ${user.firstName}` : ''}! خلاصه‌ی فعالیت‌ها و اطلاعات حساب شما این‌جاست.`}
        breadcrumb={[{ label: TITLE }]}
      >
        <div className="mt-5 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-white/15 px-3 py-1 ring-1 ring-white/25">
            {userTypeLabels[user.userType]}
          </span>
          <span className="rounded-full bg-white/15 px-3 py-1 ring-1 ring-white/25">
            عضو از {formatJalaliLong(user.createdAt)}
          </span>
        </div>
      </PageHeader>

      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
        {failed && (
          <p
            role="status"
            className="rounded-2xl bg-accent-50 px-4 py-3 text-sm text-accent-700 ring-1 ring-accent-100"
          >
            {PROFILE_TEXTS.staleProfile}
          </p>
        )}
        {profile && profile.profileCompletion < 100 && (
          <CompletionCard percent={profile.profileCompletion} user={profile} />
        )}
        {isAdmin ? (
          <AdminCallout />
        ) : loading ? (
          <PageSpinner />
        ) : (
          <StatCards cards={statCardsFor(user, profile)} />
        )}
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <ProfileSummaryCard user={user} />
          {showDonations && <DonationStats profile={profile} className="lg:col-span-2" />}
        </div>
        {!isAdmin && <MyCoursesSection />}
      </div>
    </>
  );
}
