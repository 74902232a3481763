// The association's public details, editable on /admin/settings; these are the values before an admin saves.

export const SOCIAL_NETWORKS = ['instagram', 'twitter', 'linkedin', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SiteSettingsValues {
  /** The full name (footer, page titles). */
  name: string;
  /** The short name beside the logo. */
  shortName: string;
  /** Digits as dialled (landline or mobile); shown with Persian digits. */
  phone: string;
  email: string;
  address: string;
  /** One line per group of days. */
  openingHours: string | null;
  /** Only the networks with an address are shown. */
  social: Record<SocialNetwork, string | null>;
}

export const DEFAULT_SITE_SETTINGS: SiteSettingsValues = {
  name: 'انجمن خیریه آموزشی نور دانش',
  shortName: 'نور دانش',
  phone: '02188776655',
  email: 'info@noordanesh.org',
  address: 'تهران، خیابان انقلاب، خیابان فخر رازی، پلاک ۲۴',
  openingHours: 'شنبه تا چهارشنبه: ۸ تا ۱۶\nپنجشنبه: ۸ تا ۱۲\nجمعه و تعطیلات رسمی: تعطیل',
  social: { instagram: null, twitter: null, linkedin: null, facebook: null },
};

/** A map search for the address (the footer and contact page link it). */
export const mapsUrlOf = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
