// A program timeline event (spec doc 3 §3, §5): date and a non-blank description are required.
import * as v from 'valibot';
import { TIMELINE_EVENT_STATUSES, TimelineEventStatus } from '../enums';
import { dateField, formObject, requiredText } from './fields';
import { maxLengthMessage, messages } from './messages';

export const timelineEventSchema = formObject({
  id: v.optional(v.union([v.string(), v.number()])),
  date: dateField(messages.timelineEventDateRequired),
  event: v.pipe(requiredText(messages.timelineEventTextRequired), v.maxLength(500, maxLengthMessage(500))),
  status: v.optional(v.picklist(TIMELINE_EVENT_STATUSES, messages.invalidValue), TimelineEventStatus.PENDING),
});

export type TimelineEventInput = v.InferInput<typeof timelineEventSchema>;
export type TimelineEvent = v.InferOutput<typeof timelineEventSchema>;
