import { formatJalaliLong } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { CheckIcon } from '../../../components/ui/pageIcons';
import type { TimelineEventStatus } from '../../../gql/graphql';
import type { ProgramDetail } from './types';

type Stage = 'completed' | 'current' | 'upcoming';
const STAGE_OF: Record<TimelineEventStatus, Stage> = {
  COMPLETED: 'completed',
  IN_PROGRESS: 'current',
  PENDING: 'upcoming',
  CANCELLED: 'upcoming',
};

const STATUS: Record<Stage, { label: string; dot: string; text: string }> = {
  completed: { label: 'انجام‌شده', dot: 'bg-brand-600 text-white', text: 'text-ink-700' },
  current: {
    label: 'در حال انجام',
    dot: 'bg-accent-400 text-ink-900 ring-4 ring-accent-100',
    text: 'text-ink-900',
  },
  upcoming: { label: 'پیش رو', dot: 'bg-white text-ink-300 ring-2 ring-ink-200', text: 'text-ink-500' },
};

/** The program's timeline as a vertical line of events with Jalali dates. */
export function ProgramTimeline({ events }: { events: ProgramDetail['timelineEvents'] }) {
  if (events.length === 0)
    return <p className="leading-7 text-ink-500">زمان‌بندی این برنامه هنوز اعلام نشده است.</p>;
  return (
    <ol className="relative flex flex-col gap-6 before:absolute before:inset-y-2 before:start-4 before:w-0.5 before:bg-ink-100">
      {events.map((event, index) => {
        const stage = STAGE_OF[event.status];
        const status = STATUS[stage];
        const date = formatJalaliLong(event.date) || toPersianDigits(event.date);
        return (
          <li key={`${event.date}|${event.event}`} className="relative flex items-start gap-4">
            <span
              aria-hidden="true"
              className={`relative z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-bold ${status.dot}`}
            >
              {stage === 'completed' ? <CheckIcon className="size-4" /> : toPersianDigits(index + 1)}
            </span>
            <div className="flex flex-col gap-0.5 pt-1">
              <span className={`font-semibold ${status.text}`}>{event.event}</span>
              <span className="text-sm text-ink-500">
                {date && <span>{date} · </span>}
                {status.label}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
