import type { Viewer } from '../../graphql/viewer';
import { eventStream } from '../../live/event-stream';
import type { LiveBus } from '../../live/live-bus';
import type { NotificationRow, NotificationService } from './notifications.service';

export interface NotificationEventValue {
  unreadCount: number;
  notification: NotificationRow | null;
}

/**
 * One member's notification events: first the unread count as it is, then, for each event the live bus
 * brings for this member (from any server process), the new count and the notification when one was
 * created. Reads go through the service with the member's own viewer, so only their rows are ever read.
 */
export class NotificationFeed {
  constructor(
    private readonly service: NotificationService,
    private readonly bus: LiveBus,
  ) {}

  events(viewer: Viewer): AsyncIterableIterator<NotificationEventValue> {
    return eventStream<NotificationEventValue>(async (push, fail) => {
      // Events are read in arrival order, one at a time, so counts never go back in time.
      let reading = Promise.resolve();
      const read = (notificationId?: number) => {
        reading = reading.then(async () => push(await this.current(viewer, notificationId))).catch(fail);
      };
      const unsubscribe = await this.bus.subscribe('notifications', (event) => {
        if (event.userId === viewer.userId) read(event.notificationId);
      });
      read();
      return unsubscribe;
    });
  }

  private async current(viewer: Viewer, notificationId?: number): Promise<NotificationEventValue> {
    const [unreadCount, notification] = await Promise.all([
      this.service.unreadCount(viewer),
      notificationId === undefined ? null : this.service.findOwn(viewer, notificationId),
    ]);
    return { unreadCount, notification };
  }
}
