import type { TimelineEventStatus } from '@common/enums';
import { timelineEventSchema } from '@common/validation/timeline-event';
import * as v from 'valibot';
import type { TimelineEventStatus as GraphQLTimelineStatus } from '../../../gql/graphql';

/**
 * One event of the timeline editor (spec doc 3 §3 Timeline event) as the form and the REST shape hold it:
 * date Gregorian 'YYYY-MM-DD', status in lower case ('pending' …); GraphQL's upper-case names are converted
 * at the edge (toGraphQLStatus / fromGraphQLStatus).
 */
export interface TimelineEntry {
  id?: string;
  date: string;
  event: string;
  status: TimelineEventStatus;
}

export const toGraphQLStatus = (status: TimelineEventStatus) => status.toUpperCase() as GraphQLTimelineStatus;
export const fromGraphQLStatus = (status: GraphQLTimelineStatus) =>
  status.toLowerCase() as TimelineEventStatus;

/** The events by date, earliest first; events of one day keep their order. */
export function sortTimeline(events: readonly TimelineEntry[]): TimelineEntry[] {
  return events
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.date.localeCompare(b.entry.date) || a.index - b.index)
    .map(({ entry }) => entry);
}

export type TimelineDraftErrors = Partial<Record<'date' | 'event', string>>;

/** Spec doc 3 §5: a date and a non-blank description (the server's own rule); none when it is fine. */
export function checkTimelineDraft(draft: Pick<TimelineEntry, 'date' | 'event'>): TimelineDraftErrors {
  const result = v.safeParse(timelineEventSchema, { date: draft.date, event: draft.event });
  if (result.success) return {};
  const errors: TimelineDraftErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if ((key === 'date' || key === 'event') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
