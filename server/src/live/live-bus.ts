import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { channelName, type LiveChannel, type LiveChannels } from './channels';
import { readPayload } from './payloads';

type Handler<C extends LiveChannel> = (payload: LiveChannels[C]) => void;

/**
 * The receiving side of the live bus: one LISTEN per channel per process, fanned out to the handlers of this
 * process (sockets, upload locks). Events come from PostgreSQL, never from this process's memory, so an event
 * published by any replica reaches every replica's listeners.
 */
export class LiveBus {
  private readonly handlers = new Map<LiveChannel, Set<Handler<LiveChannel>>>();
  private readonly listening = new Map<LiveChannel, Promise<() => Promise<void>>>();

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Calls `handler` for each event on `channel` once listening has started; answers the unsubscribe. */
  async subscribe<C extends LiveChannel>(channel: C, handler: Handler<C>): Promise<() => void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler as Handler<LiveChannel>);
    try {
      await this.listen(channel);
    } catch (error) {
      set.delete(handler as Handler<LiveChannel>);
      throw error;
    }
    return () => {
      set.delete(handler as Handler<LiveChannel>);
    };
  }

  /** Stops listening on every channel (the app is closing). */
  async close(): Promise<void> {
    const stops = [...this.listening.values()];
    this.listening.clear();
    this.handlers.clear();
    // A listener that never started, or whose database is already closed, has nothing left to stop.
    const stopQuietly = async (stop: Promise<() => Promise<void>>) => {
      const unlisten = await stop.catch(() => null);
      await unlisten?.().catch(() => {});
    };
    await Promise.all(stops.map(stopQuietly));
  }

  private listen(channel: LiveChannel): Promise<() => Promise<void>> {
    let started = this.listening.get(channel);
    if (!started) {
      started = this.database.listen(channelName(channel), (text) => this.deliver(channel, text));
      // A failed LISTEN is tried again by the next subscriber.
      started.catch(() => this.listening.delete(channel));
      this.listening.set(channel, started);
    }
    return started;
  }

  private deliver(channel: LiveChannel, text: string): void {
    const payload = readPayload(channel, text);
    if (!payload) {
      this.log?.warn({ channel }, 'live bus: unreadable event ignored');
      return;
    }
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log?.error({ err: error, channel }, 'live bus: a listener failed');
      }
    }
  }
}
