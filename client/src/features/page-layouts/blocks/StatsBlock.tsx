import { toPersianDigits } from '@common/digits';
import { type ComponentType, useId } from 'react';
import { BookIcon, HeartIcon, type IconProps, StarIcon, UsersIcon } from '../../../components/ui/icons';
import { AwardIcon } from '../../../components/ui/pageIcons';
import { SectionHeading } from '../../landing/sections/SectionHeading';
import type { PropsOf } from '../layoutProps';

const ICONS: Record<string, ComponentType<IconProps>> = {
  users: UsersIcon,
  heart: HeartIcon,
  trophy: AwardIcon,
  'book-open': BookIcon,
  star: StarIcon,
};
const COLORS = {
  primary: 'bg-brand-50 text-brand-600',
  green: 'bg-green-50 text-green-600',
  yellow: 'bg-yellow-50 text-yellow-600',
  purple: 'bg-purple-50 text-purple-600',
  red: 'bg-red-50 text-red-600',
  blue: 'bg-blue-50 text-blue-600',
} as const;

/** stats: title, subtitle and a list of {icon, value, label, color}. */
export function StatsBlock({ props }: { props: PropsOf<'StatsProps'> }) {
  const headingId = useId();
  const { items } = props;
  return (
    <section className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {props.title && <SectionHeading id={headingId} title={props.title} subtitle={props.subtitle} />}
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {items.map((item, index) => {
            const Icon = ICONS[item.icon] ?? StarIcon;
            const color = COLORS[item.color as keyof typeof COLORS] ?? COLORS.primary;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: layout items have no ids and are never reordered while shown
                key={`${item.label}-${index}`}
                className="flex flex-col items-center rounded-3xl bg-ink-50 p-6 text-center ring-1 ring-ink-100"
              >
                <span className={`mb-4 inline-flex size-12 items-center justify-center rounded-2xl ${color}`}>
                  <Icon className="size-6" />
                </span>
                <span className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
                  {toPersianDigits(item.value)}
                </span>
                <span className="mt-2 text-sm text-ink-600">{item.label}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
