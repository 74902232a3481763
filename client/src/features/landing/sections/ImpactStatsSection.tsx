import { toPersianDigits } from '@common/digits';
import type { ComponentType } from 'react';
import { GraduationIcon, HeartIcon, type IconProps, TargetIcon } from '../../../components/ui/icons';
import type { ImpactStatsContent } from '../types';
import { SectionHeading } from './SectionHeading';

function CoinsIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
      {...props}
    >
      <ellipse cx="9" cy="7" rx="6" ry="3" />
      <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7M3 12v5c0 1.7 2.7 3 6 3 1.2 0 2.3-.2 3.2-.5M15 12.5c3.3 0 6 1.3 6 3s-2.7 3-6 3-6-1.3-6-3" />
    </svg>
  );
}

export function ImpactStatsSection({ content }: { content: ImpactStatsContent }) {
  const items: Array<{ value: string; label: string; Icon: ComponentType<IconProps> }> = [
    { value: content.studentsHelped, label: 'دانش‌آموز حمایت‌شده', Icon: GraduationIcon },
    { value: content.donorsActive, label: 'حامی فعال', Icon: HeartIcon },
    { value: content.projectsCompleted, label: 'پروژه‌ی انجام‌شده', Icon: TargetIcon },
    { value: content.fundsRaised, label: 'کمک جمع‌آوری‌شده', Icon: CoinsIcon },
  ];

  return (
    <section aria-labelledby="impact-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="impact-title" title={content.title} subtitle={content.subtitle} />
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {items.map(({ value, label, Icon }) => (
            <li
              key={label}
              className="flex flex-col items-center rounded-3xl border border-brand-100 bg-brand-50/60 p-6 text-center"
            >
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm">
                <Icon className="size-6" />
              </span>
              <span className="text-2xl font-extrabold text-brand-700 sm:text-3xl">
                {toPersianDigits(value)}
              </span>
              <span className="mt-2 text-sm text-ink-600">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
