/** The association's name and public contact details, in one place. */
export const BRAND_NAME = 'انجمن خیریه آموزشی نور دانش';
export const BRAND_SHORT_NAME = 'نور دانش';
export const BRAND_TAGLINE = 'فرصت یادگیری برابر برای همه‌ی دانش‌آموزان';

export const CONTACT_INFO = {
  /** Digits as dialled; shown with Persian digits. */
  phone: '02188776655',
  email: 'info@noordanesh.org',
  address: 'تهران، خیابان انقلاب، خیابان فخر رازی، پلاک ۲۴',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Tehran%20Enghelab%20Fakhr%20Razi%20Street',
} as const;

export const SOCIAL_LINKS = {
  facebook: '#',
  twitter: '#',
  instagram: '#',
  linkedin: '#',
} as const;
