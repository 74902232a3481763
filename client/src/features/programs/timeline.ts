export type TimelineStatus = 'completed' | 'current' | 'upcoming';

export interface TimelineEvent {
  event: string;
  /** As stored: usually a Gregorian 'YYYY-MM-DD'. */
  date: string;
  status: TimelineStatus;
}

function toStatus(value: unknown): TimelineStatus {
  return value === 'completed' || value === 'current' ? value : 'upcoming';
}

function toEvent(item: unknown): TimelineEvent | null {
  if (!item || typeof item !== 'object') return null;
  const { event, date, status } = item as Record<string, unknown>;
  if (typeof event !== 'string' || event.trim() === '') return null;
  return { event: event.trim(), date: typeof date === 'string' ? date : '', status: toStatus(status) };
}

/**
 * A program's timeline: JSON text of a list of {event, date, status}; a status other than completed or
 * current is upcoming. Unreadable text or entries without an event give nothing.
 */
export function parseTimeline(text: string | null | undefined): TimelineEvent[] {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (!Array.isArray(value)) return [];
    return value.map(toEvent).filter((event): event is TimelineEvent => event !== null);
  } catch {
    return [];
  }
}
