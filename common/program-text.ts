// A program's stored text fields read as lists, once, on the server (spec doc 2 §3: benefits and requirements
// are a JSON list or newline text; the timeline is a JSON list of {event, date, status}).
import { TimelineEventStatus } from './enums';
import { textLines } from './text-lines';

function itemText(item: unknown): string {
  if (typeof item === 'string' || typeof item === 'number') return String(item).trim();
  if (item && typeof item === 'object') {
    const { title, name, text } = item as Record<string, unknown>;
    const value = [title, name, text].find((part) => typeof part === 'string');
    return typeof value === 'string' ? value.trim() : '';
  }
  return '';
}

function jsonList(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Benefits or requirements as their items: a JSON list (of strings, or of objects with a title, name or text)
 * or one item a line (bullets and numbers dropped). Blank and repeated items are left out; text that only
 * looks like JSON is read line by line.
 */
export function parseTextList(text: string | null | undefined): string[] {
  const trimmed = (text ?? '').trim();
  const list = trimmed.startsWith('[') ? jsonList(trimmed) : null;
  if (!list) return textLines(trimmed);
  return list.map(itemText).filter((item, index, items) => item !== '' && items.indexOf(item) === index);
}

export interface TimelineEntry {
  /** The admin editor's id of the event (stored events have one); null for older entries. */
  id: string | null;
  event: string;
  /** As stored: usually a Gregorian 'YYYY-MM-DD'. */
  date: string;
  status: TimelineEventStatus;
}

/** The stored status words, with doc 2's 'current' for in progress; anything else is pending. */
function toStatus(value: unknown): TimelineEventStatus {
  if (value === 'current') return TimelineEventStatus.IN_PROGRESS;
  const known = Object.values(TimelineEventStatus) as unknown[];
  return known.includes(value) ? (value as TimelineEventStatus) : TimelineEventStatus.PENDING;
}

/** The timeline's events in stored order; unreadable text or entries without an event give nothing. */
export function parseTimeline(text: string | null | undefined): TimelineEntry[] {
  return (jsonList(text ?? '') ?? []).flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { id, event, date, status } = item as Record<string, unknown>;
    if (typeof event !== 'string' || event.trim() === '') return [];
    return [
      {
        id: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
        event: event.trim(),
        date: typeof date === 'string' ? date : '',
        status: toStatus(status),
      },
    ];
  });
}
