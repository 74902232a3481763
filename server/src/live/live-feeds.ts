import type { NotificationFeed } from '../modules/notifications/notification-feed';

/** What a subscription resolver may listen to, handed to it in the WebSocket door's context. */
export interface LiveFeeds {
  notifications: NotificationFeed;
}
