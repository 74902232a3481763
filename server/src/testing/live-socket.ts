import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface NotificationEventData {
  unreadCount: number;
  notification: { id: number; title: string } | null;
}

export interface LiveSocket {
  client: Client;
  events: NotificationEventData[];
  errors: unknown[];
  /** The close code once the socket closed (4401 signed out, 4403 refused, 4429 too many). */
  closed: Promise<number>;
  /** Resolves when `count` events have arrived (or rejects after `ms`). */
  waitForEvents(count: number, ms?: number): Promise<NotificationEventData[]>;
  dispose(): Promise<void>;
}

export const NOTIFICATION_EVENTS = `subscription {
  notificationEvents { unreadCount notification { id title } }
}`;

/** A graphql-ws client on the app's /graphql, subscribed to the viewer's notification events. */
export function openLiveSocket(
  baseUrl: string,
  token: string | null,
  { origin, query = NOTIFICATION_EVENTS }: { origin?: string; query?: string } = {},
): LiveSocket {
  const events: NotificationEventData[] = [];
  const errors: unknown[] = [];
  let onClose: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    onClose = resolve;
  });
  class OriginSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, origin ? { headers: { origin } } : {});
    }
  }
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: OriginSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => onClose((event as { code: number }).code) },
    onNonLazyError: () => {},
  });
  client.subscribe<{ notificationEvents: NotificationEventData }>(
    { query },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) events.push(result.data.notificationEvents);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return {
    client,
    events,
    errors,
    closed,
    async waitForEvents(count, ms = 5000) {
      const until = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > until) throw new Error(`only ${events.length} of ${count} events after ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events;
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}
