import { useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { useEffect } from 'react';
import { HeartIcon, TargetIcon, UsersIcon } from '../../../components/ui/icons';
import { GridIcon } from '../../../components/ui/pageIcons';
import { AdminProgramStatisticsDocument, type AdminProgramStatisticsQuery } from '../../../gql/graphql';
import { StatCard } from '../shared/StatCard';

type Statistics = AdminProgramStatisticsQuery['adminProgramStatistics'];

const FIGURES = [
  {
    label: 'مجموع کمک‌های جمع‌آوری‌شده',
    value: (s: Statistics) => formatToman(s.totalFundingRaised),
    Icon: HeartIcon,
  },
  {
    label: 'مجموع اهداف مالی',
    value: (s: Statistics) => formatToman(s.totalFundingTarget),
    Icon: TargetIcon,
  },
  {
    label: 'شرکت‌کنندگان فعال',
    value: (s: Statistics) => toPersianDigits(s.totalActiveParticipants),
    Icon: UsersIcon,
  },
  { label: 'برنامه‌های فعال', value: (s: Statistics) => toPersianDigits(s.activePrograms), Icon: GridIcon },
];

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
      {FIGURES.map(({ label, value, Icon }) => (
        <StatCard key={label} label={label} value={show(stats && value(stats))} Icon={Icon} />
      ))}
    </div>
  );
}
