import type { NotificationSettings, PrivacySettings } from './users.types';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: true,
  donationUpdates: true,
  programUpdates: true,
  courseUpdates: true,
  newsletter: false,
};

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  showNameOnDonations: true,
  showInSupporterLists: true,
  showProfileImage: true,
};

/**
 * The stored JSON merged over the defaults, keeping only known keys with boolean values; `changes`
 * (null or absent fields keep their value) applied on top.
 */
export function mergeSettings<T extends object>(
  defaults: T,
  stored: Record<string, unknown>,
  changes: Record<string, unknown> = {},
): T {
  const merged: Record<string, boolean> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const change = changes[key];
    const kept = stored[key];
    merged[key] = typeof change === 'boolean' ? change : typeof kept === 'boolean' ? kept : fallback;
  }
  return merged as T;
}
