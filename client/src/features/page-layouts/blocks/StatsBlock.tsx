import { toPersianDigits } from '@common/digits';
import { type ComponentType, useId } from 'react';
import {
  AwardIcon,
  BookIcon,
  HeartIcon,
  type IconProps,
  StarIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { SectionHeading } from '../../landing/sections/SectionHeading';
import { choice, list, type Props, text } from '../layoutProps';

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
const COLOR_NAMES = Object.keys(COLORS) as Array<keyof typeof COLORS>;

/** stats: title, subtitle and a list of {icon, value, label, color}. */
export function StatsBlock({ props }: { props: Props }) {
  const headingId = useId();
  const items = list(props, 'stats', 'items');
  return (
    <section className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {text(props, 'title') && (
          <SectionHeading id={headingId} title={text(props, 'title')} subtitle={text(props, 'subtitle')} />
        )}
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {items.map((item, index) => {
            const Icon = ICONS[text(item, 'icon')] ?? StarIcon;
            const color = COLORS[choice(item, 'color', COLOR_NAMES, 'primary')];
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: layout items have no ids and are never reordered while shown
                key={`${text(item, 'label')}-${index}`}
                className="flex flex-col items-center rounded-3xl bg-ink-50 p-6 text-center ring-1 ring-ink-100"
              >
                <span className={`mb-4 inline-flex size-12 items-center justify-center rounded-2xl ${color}`}>
                  <Icon className="size-6" />
                </span>
                <span className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
                  {toPersianDigits(text(item, 'value'))}
                </span>
                <span className="mt-2 text-sm text-ink-600">{text(item, 'label')}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
