import { formatJalaliDate } from '@common/date';
import type { ComponentType, ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/Breadcrumb';
import { ClockIcon, type IconProps, MapPinIcon } from '../../../components/ui/icons';
import { CalendarIcon } from '../../../components/ui/pageIcons';
import { ProgramBadges } from '../ProgramBadges';
import { ProgramImage } from '../ProgramImage';
import { programDuration } from '../programFormat';
import type { ProgramDetail } from './types';

function Fact({ Icon, children }: { Icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="size-5 shrink-0 text-accent-300" />
      {children}
    </li>
  );
}

function dateRange(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatJalaliDate(start)} تا ${formatJalaliDate(end)}`;
  if (start) return `از ${formatJalaliDate(start)}`;
  return end ? `تا ${formatJalaliDate(end)}` : null;
}

/** Breadcrumb, picture, badges, name, location and dates of a program. */
export function ProgramHero({ program }: { program: ProgramDetail }) {
  const dates = dateRange(program.startDate, program.endDate);
  const duration = programDuration(program);
  return (
    <header className="bg-gradient-to-bl from-brand-900 via-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumb tone="light" items={[{ label: 'برنامه‌ها', to: '/programs' }, { label: program.name }]} />
        <div className="mt-6 grid items-center gap-8 lg:grid-cols-[1fr_24rem]">
          <div>
            <ProgramBadges status={program.status} type={program.programType} />
            <h1 className="mt-4 text-3xl font-extrabold leading-tight sm:text-4xl">{program.name}</h1>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-50">
              {program.location && <Fact Icon={MapPinIcon}>{program.location}</Fact>}
              {dates && <Fact Icon={CalendarIcon}>{dates}</Fact>}
              {duration && <Fact Icon={ClockIcon}>مدت: {duration}</Fact>}
              {program.applicationDeadline && (
                <Fact Icon={CalendarIcon}>مهلت ثبت‌نام: {formatJalaliDate(program.applicationDeadline)}</Fact>
              )}
            </ul>
          </div>
          <ProgramImage
            url={program.imageUrl}
            priority
            className="aspect-[2/1] w-full rounded-3xl shadow-xl ring-4 ring-white/10 lg:aspect-video"
          />
        </div>
      </div>
    </header>
  );
}
