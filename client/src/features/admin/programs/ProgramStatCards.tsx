import { useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { useEffect } from 'react';
import { HeartIcon, TargetIcon, UsersIcon } from '../../../components/ui/icons';
import { GridIcon } from '../../../components/ui/pageIcons';
import { AdminProgramStatisticsDocument } from '../../../gql/graphql';
import { StatCard } from '../shared/StatCard';

/**
 * The program list's four figures (spec doc 3 §2.13, §3 Program stats), amounts in toman as the public
 * program pages show them. A failed load is only a warning in the console (§8): the cards show dashes.
 */
export function ProgramStatCards() {
  const { data, error } = useQuery(AdminProgramStatisticsDocument);
  useEffect(() => {
    if (error) console.warn('program statistics failed', error);
  }, [error]);
  const stats = data?.adminProgramStatistics;
  const show = (value: string | undefined) => value ?? '—';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="مجموع کمک‌های جمع‌آوری‌شده"
        value={show(stats && formatToman(stats.totalFundingRaised))}
        Icon={HeartIcon}
      />
      <StatCard
        label="مجموع اهداف مالی"
        value={show(stats && formatToman(stats.totalFundingTarget))}
        Icon={TargetIcon}
      />
      <StatCard
        label="شرکت‌کنندگان فعال"
        value={show(stats && toPersianDigits(stats.totalActiveParticipants))}
        Icon={UsersIcon}
      />
      <StatCard
        label="برنامه‌های فعال"
        value={show(stats && toPersianDigits(stats.activePrograms))}
        Icon={GridIcon}
      />
    </div>
  );
}
