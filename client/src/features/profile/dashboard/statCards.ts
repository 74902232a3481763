import { formatNumber, toPersianDigits } from '@common/digits';
import { formatToman, type RialAmount } from '@common/money';
import type { ComponentType } from 'react';
import type { SessionUser } from '../../../app/session/types';
import {
  ClockIcon,
  GraduationIcon,
  HeartIcon,
  type IconProps,
  StarIcon,
  TargetIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { AwardIcon, CardIcon } from '../../../components/ui/pageIcons';
import type { DashboardStatsFieldsFragment, UserFieldsFragment } from '../../../gql/graphql';
import { NO_DATA } from '../profileTexts';

export interface StatCard {
  label: string;
  value: string;
  Icon: ComponentType<IconProps>;
  /** A line under the value: what the figure counts, or a second figure. */
  hint?: string;
}

/** What the cards read: the profile's donation summary and the dashboard figures (null until loaded). */
export type DashboardProfile = Pick<
  UserFieldsFragment,
  'totalDonations' | 'monthlyDonations' | 'totalDonationCount' | 'totalProgramsSupported'
> & { dashboard: DashboardStatsFieldsFragment };

const count = (n: number | undefined) => (n === undefined ? NO_DATA : toPersianDigits(n));
const toman = (rial: RialAmount | undefined) => (rial === undefined ? NO_DATA : formatToman(rial));
const percent = (n: number | null | undefined) => (n == null ? NO_DATA : `${formatNumber(n, 1)}٪`);

function donorCards(profile: DashboardProfile | null): StatCard[] {
  const donor = profile?.dashboard.donor;
  return [
    {
      label: 'مجموع کمک‌ها',
      value: toman(profile?.totalDonations),
      Icon: HeartIcon,
      hint: profile
        ? `${toPersianDigits(profile.totalDonationCount)} کمک · این ماه ${formatToman(profile.monthlyDonations)}`
        : undefined,
    },
    {
      label: 'دانش‌آموزان حمایت‌شده',
      value: count(donor?.studentsHelped),
      Icon: UsersIcon,
      hint: 'در برنامه‌هایی که از آن‌ها حمایت کرده‌اید',
    },
    { label: 'برنامه‌های حمایت‌شده', value: count(profile?.totalProgramsSupported), Icon: TargetIcon },
    {
      label: 'تأثیر کلی',
      value: percent(donor?.overallImpact),
      Icon: AwardIcon,
      hint: 'سهم شما از مبلغ جمع‌شده‌ی این برنامه‌ها',
    },
  ];
}

function studentCards(profile: DashboardProfile | null): StatCard[] {
  const student = profile?.dashboard.student;
  return [
    {
      label: 'درخواست‌ها',
      value: count(student?.requests),
      Icon: ClockIcon,
      hint: student?.pendingRequests
        ? `${toPersianDigits(student.pendingRequests)} در انتظار تأیید`
        : 'درخواست‌های ثبت‌نام در دوره‌ها',
    },
    {
      label: 'بورسیه‌ی دریافتی',
      value: toman(student?.scholarshipReceived),
      Icon: AwardIcon,
      hint: 'هزینه‌ی دوره‌هایی که لازم نشد بپردازید',
    },
    { label: 'دوره‌های فعال', value: count(student?.activeCourses), Icon: GraduationIcon },
    {
      label: 'جلسات آموزشی',
      value: count(student?.lessonsAvailable),
      Icon: StarIcon,
      hint: 'درس‌های در دسترس در دوره‌های شما',
    },
  ];
}

function staffCards(profile: DashboardProfile | null): StatCard[] {
  const staff = profile?.dashboard.staff;
  return [
    {
      label: 'دانش‌آموزان تحت پوشش',
      value: count(staff?.studentsManaged),
      Icon: UsersIcon,
      hint: 'در برنامه‌ها و دوره‌های شما',
    },
    {
      label: 'پروژه‌های فعال',
      value: count(staff?.activeProjects),
      Icon: TargetIcon,
      hint: staff ? `از ${toPersianDigits(staff.projectsManaged)} برنامه‌ی شما` : undefined,
    },
    {
      label: 'بودجه‌ی مدیریت‌شده',
      value: toman(staff?.budgetManaged),
      Icon: CardIcon,
      hint: staff ? `${formatToman(staff.raisedAmount)} جمع‌شده` : undefined,
    },
    {
      label: 'نرخ موفقیت',
      value: percent(staff?.successRate),
      Icon: StarIcon,
      hint: staff && staff.successRate === null ? 'برنامه‌ای با بودجه‌ی هدف ندارید' : 'از بودجه‌ی هدف جمع شده',
    },
  ];
}

/**
 * The dashboard's four summary cards by member type (spec doc 1 §6), from the member's real figures (how
 * each is computed: server/src/modules/users/dashboard-stats.ts). Admins have none.
 */
export function statCardsFor(user: SessionUser, profile: DashboardProfile | null): StatCard[] {
  switch (user.userType) {
    case 'DONOR':
      return donorCards(profile);
    case 'STUDENT':
      return studentCards(profile);
    case 'STAFF':
      return staffCards(profile);
    default:
      return [];
  }
}
