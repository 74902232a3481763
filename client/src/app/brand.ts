/** The association's name and public contact details, in one place. */
export const BRAND_NAME = 'انجمن خیریه آموزشی نور دانش';
export const BRAND_SHORT_NAME = 'نور دانش';
export const BRAND_TAGLINE = 'فرصت یادگیری برابر برای همه‌ی دانش‌آموزان';
