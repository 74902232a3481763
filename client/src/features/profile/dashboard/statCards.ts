import { formatJalaliLong } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import type { ComponentType } from 'react';
import type { SessionUser } from '../../../app/session/types';
import {
  AwardIcon,
  CalendarIcon,
  CardIcon,
  CheckIcon,
  ClockIcon,
  GraduationIcon,
  HeartIcon,
  type IconProps,
  StarIcon,
  TargetIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import type { ProfileFieldsFragment } from '../../../gql/graphql';
import { NO_DATA } from '../profileTexts';

export interface StatCard {
  label: string;
  value: string;
  Icon: ComponentType<IconProps>;
  /** A line under the value ('هنوز داده‌ای ثبت نشده' for the cards without figures). */
  hint?: string;
}

const PENDING_HINT = 'هنوز داده‌ای ثبت نشده';

const count = (n: number | undefined) => (n === undefined ? NO_DATA : toPersianDigits(n));
const toman = (rial: number | undefined) => (rial === undefined ? NO_DATA : formatToman(rial));
const pending = (label: string, Icon: ComponentType<IconProps>): StatCard => ({
  label,
  value: NO_DATA,
  Icon,
  hint: PENDING_HINT,
});

/** Cards every student and staff member has real figures for: profile completion and membership date. */
function memberCards(user: SessionUser, profile: ProfileFieldsFragment | null): StatCard[] {
  return [
    {
      label: 'تکمیل پروفایل',
      value: profile ? `${toPersianDigits(profile.profileCompletion)}٪` : NO_DATA,
      Icon: CheckIcon,
    },
    { label: 'عضو از', value: formatJalaliLong(user.createdAt) || NO_DATA, Icon: CalendarIcon },
  ];
}

/**
 * The dashboard's summary cards by member type (spec doc 1 §6). Donors see their real donation figures;
 * students and staff see the spec's cards with '—' until the product records those figures; admins none.
 */
export function statCardsFor(user: SessionUser, profile: ProfileFieldsFragment | null): StatCard[] {
  switch (user.userType) {
    case 'DONOR':
      return [
        { label: 'مجموع کمک‌ها', value: toman(profile?.totalDonations), Icon: HeartIcon },
        { label: 'برنامه‌های حمایت‌شده', value: count(profile?.totalProgramsSupported), Icon: TargetIcon },
        { label: 'تعداد کمک‌ها', value: count(profile?.totalDonationCount), Icon: CardIcon },
        { label: 'کمک‌های این ماه', value: toman(profile?.monthlyDonations), Icon: CalendarIcon },
      ];
    case 'STUDENT':
      return [
        ...memberCards(user, profile),
        pending('درخواست‌ها', ClockIcon),
        pending('بورسیه‌ی دریافتی', AwardIcon),
        pending('امتیاز', StarIcon),
        pending('جلسات منتورینگ', GraduationIcon),
      ];
    case 'STAFF':
      return [
        ...memberCards(user, profile),
        pending('دانش‌آموزان تحت پوشش', UsersIcon),
        pending('پروژه‌های فعال', TargetIcon),
        pending('بودجه‌ی مدیریت‌شده', CardIcon),
        pending('نرخ موفقیت', AwardIcon),
      ];
    default:
      return [];
  }
}
