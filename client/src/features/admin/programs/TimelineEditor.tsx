import { formatJalaliLong } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { TIMELINE_EVENT_STATUSES, type TimelineEventStatus } from '@common/enums';
import { timelineEventStatusLabels } from '@common/labels';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { JalaliDatePicker } from '../../../components/ui/JalaliDatePicker';
import { PencilIcon, TrashIcon } from '../../../components/ui/pageIcons';
import { StatusBadge } from '../shared/StatusBadge';
import { checkTimelineDraft, sortTimeline, type TimelineDraftErrors, type TimelineEntry } from './timeline';

interface TimelineEditorProps {
  /** The events, kept sorted by date. */
  value: readonly TimelineEntry[];
  onChange: (events: TimelineEntry[]) => void;
}

const EMPTY_DRAFT: TimelineEntry = { date: '', event: '', status: 'pending' };

const TONE: Record<TimelineEventStatus, 'waiting' | 'working' | 'done' | 'failed'> = {
  pending: 'waiting',
  in_progress: 'working',
  completed: 'done',
  cancelled: 'failed',
};

/** Stable keys for the list: the event's id, else its date and text (numbered when they repeat). */
function entryKeys(events: readonly TimelineEntry[]): string[] {
  const seen = new Map<string, number>();
  return events.map((entry) => {
    const base = entry.id ?? `${entry.date}|${entry.event}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  });
}

/**
 * The program timeline (spec doc 3 §2.19): add, edit and delete events (date from the Jalali date picker,
 * a non-blank description, a status defaulting to pending), shown sorted by date in a list of at most 16rem
 * that scrolls. It lives inside the program form, so it is a group of fields, not a form of its own.
 */
export function TimelineEditor({ value, onChange }: TimelineEditorProps) {
  const events = sortTimeline(value);
  const keys = entryKeys(events);
  const [draft, setDraft] = useState<TimelineEntry>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<TimelineDraftErrors>({});

  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setEditing(null);
    setErrors({});
  };
  const save = () => {
    const problems = checkTimelineDraft(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const entry = { ...draft, event: draft.event.trim() };
    const next =
      editing === null ? [...events, entry] : events.map((old, index) => (index === editing ? entry : old));
    onChange(sortTimeline(next));
    reset();
  };
  const edit = (index: number) => {
    setDraft(events[index]);
    setEditing(index);
    setErrors({});
  };
  const remove = (index: number) => {
    onChange(events.filter((_, i) => i !== index));
    if (editing === index) reset();
    else if (editing !== null && index < editing) setEditing(editing - 1);
  };
  // Enter in the description adds the event instead of submitting the program form.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    save();
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 font-bold text-ink-900">رویدادهای زمان‌بندی</legend>
      <div className="grid gap-4 rounded-xl bg-ink-50 p-4 md:grid-cols-[1fr_2fr_1fr_auto] md:items-start">
        <JalaliDatePicker
          label="تاریخ رویداد"
          value={draft.date}
          onChange={(date) => setDraft((current) => ({ ...current, date }))}
          error={errors.date}
          required
        />
        <FormField label="شرح رویداد" required error={errors.event}>
          <input
            className={inputClasses}
            value={draft.event}
            maxLength={500}
            onKeyDown={onEnter}
            onChange={(event) => setDraft((current) => ({ ...current, event: event.target.value }))}
          />
        </FormField>
        <FormField label="وضعیت رویداد">
          <select
            className={inputClasses}
            value={draft.status}
            onChange={(event) =>
              setDraft((current) => ({ ...current, status: event.target.value as TimelineEventStatus }))
            }
          >
            {TIMELINE_EVENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {timelineEventStatusLabels[status]}
              </option>
            ))}
          </select>
        </FormField>
        <div className="flex gap-2 md:mt-7">
          <Button type="button" variant="secondary" onClick={save}>
            {editing === null ? 'افزودن رویداد' : 'به‌روزرسانی رویداد'}
          </Button>
          {editing !== null && (
            <Button type="button" variant="ghost" onClick={reset}>
              انصراف
            </Button>
          )}
        </div>
      </div>
      {events.length === 0 ? (
        <p className="text-sm text-ink-500">هنوز رویدادی ثبت نشده است.</p>
      ) : (
        <ol
          aria-label={`رویدادها (${toPersianDigits(events.length)})`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          className="flex max-h-64 flex-col divide-y divide-ink-100 overflow-y-auto rounded-xl ring-1 ring-ink-100"
        >
          {events.map((entry, index) => (
            <li
              key={keys[index]}
              className={`flex flex-wrap items-center gap-3 px-4 py-3 ${editing === index ? 'bg-brand-50' : ''}`}
            >
              <span className="w-32 shrink-0 text-sm font-medium text-ink-700">
                {formatJalaliLong(entry.date) || toPersianDigits(entry.date)}
              </span>
              <span className="min-w-0 flex-1 break-words text-sm text-ink-900">{entry.event}</span>
              <StatusBadge label={timelineEventStatusLabels[entry.status]} tone={TONE[entry.status]} />
              <span className="flex gap-1">
                <button
                  type="button"
                  aria-label={`ویرایش رویداد ${entry.event}`}
                  className={buttonClasses('ghost', 'sm')}
                  onClick={() => edit(index)}
                >
                  <PencilIcon className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={`حذف رویداد ${entry.event}`}
                  className={buttonClasses('danger', 'sm')}
                  onClick={() => remove(index)}
                >
                  <TrashIcon className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
