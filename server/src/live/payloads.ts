import type { LiveChannel, LiveChannels } from './channels';

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * Reads an event's JSON as its channel's shape; null for anything else (anyone with database access can
 * NOTIFY, so the payload is checked like any input).
 */
export function readPayload<C extends LiveChannel>(channel: C, text: string): LiveChannels[C] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  switch (channel) {
    case 'notifications':
      if (!isId(record.userId)) return null;
      if (record.notificationId !== undefined && !isId(record.notificationId)) return null;
      return { userId: record.userId, notificationId: record.notificationId } as LiveChannels[C];
    case 'sessions':
      return isId(record.userId) ? ({ userId: record.userId } as LiveChannels[C]) : null;
    case 'tus_release':
      return typeof record.id === 'string' && record.id.length <= 200
        ? ({ id: record.id } as LiveChannels[C])
        : null;
    default:
      return null;
  }
}
