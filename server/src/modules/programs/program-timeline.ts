// The program timeline as it is stored (programs.timeline, jsonb): events sorted by date, each with an id.
import { randomUUID } from 'node:crypto';
import { toTehranIsoDate } from '@common/date';
import { parseDateInput, type TimelineEvent } from '@common/validation';
import type { TimelineEvent as StoredTimelineEvent } from '../../db/schema/programs';

/** The Tehran calendar day ('YYYY-MM-DD') of a date the shared schema accepted. */
export function calendarDay(text: string): string {
  const date = parseDateInput(text);
  return date ? toTehranIsoDate(date) : text;
}

/**
 * The events to store: dates as calendar days, sorted by date (events of one day keep their order), each
 * with its id (kept when given and not repeated, else a new one).
 */
export function toStoredTimeline(events: readonly TimelineEvent[]): StoredTimelineEvent[] {
  const seen = new Set<string>();
  return events
    .map((event, index) => {
      const given = event.id == null ? '' : String(event.id).trim();
      const id = given && !seen.has(given) ? given : randomUUID();
      seen.add(id);
      return { id, date: calendarDay(event.date), event: event.event, status: event.status, index };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index)
    .map(({ index: _index, ...event }) => event);
}
