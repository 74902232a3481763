import { formatJalaliDate } from '@common/date';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ClockIcon, type IconProps, UsersIcon } from '../../../components/ui/icons';
import { CalendarIcon, CheckIcon } from '../../../components/ui/pageIcons';
import type { ProgramCardFieldsFragment } from '../../../gql/graphql';
import { FundingProgress } from '../FundingProgress';
import { ProgramBadges } from '../ProgramBadges';
import { ProgramImage } from '../ProgramImage';
import { programDuration, UNLIMITED_CAPACITY } from '../programFormat';

const ELIGIBILITY_LINES = 2;

function Fact({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<IconProps>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-ink-400" />
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One program of /programs: badges, name, description, facts, funding and two eligibility lines. */
export function ProgramCard({
  program,
  priority = false,
}: {
  program: ProgramCardFieldsFragment;
  /** The first card of the list: its picture is the page's main one. */
  priority?: boolean;
}) {
  const duration = programDuration(program);
  const eligibility = program.eligibilityItems.slice(0, ELIGIBILITY_LINES);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-lg">
      <ProgramImage
        url={program.imageUrl}
        priority={priority}
        sizes={'(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw'}
        className="aspect-video w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProgramBadges status={program.status} type={program.programType} />
        <h3 className="text-lg font-bold leading-8 text-ink-900">
          <Link
            to={`/programs/${program.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:text-brand-700"
          >
            {program.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-7 text-ink-600">{program.description}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-500">
          {duration && (
            <Fact Icon={ClockIcon} label="مدت">
              {duration}
            </Fact>
          )}
          {program.startDate && (
            <Fact Icon={CalendarIcon} label="تاریخ شروع">
              شروع {formatJalaliDate(program.startDate)}
            </Fact>
          )}
          {/* Spec doc 2 §2: the list's cards show capacity as unlimited, whatever the maximum. */}
          <Fact Icon={UsersIcon} label="ظرفیت">
            ظرفیت: {UNLIMITED_CAPACITY}
          </Fact>
        </dl>
        {eligibility.length > 0 && (
          <ul aria-label="شرایط شرکت" className="flex flex-col gap-1.5 text-sm text-ink-600">
            {eligibility.map((line) => (
              <li key={line} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span className="line-clamp-1">{line}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto border-t border-ink-100 pt-4">
          <FundingProgress
            percentage={program.fundingPercentage}
            raisedAmount={program.raisedAmount}
            targetBudget={program.targetBudget}
          />
        </div>
      </div>
    </article>
  );
}
