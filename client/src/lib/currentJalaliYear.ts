/**
 * The browser's (and Node's) own Persian calendar: the footer's year needs no date library on the landing
 * route. The same ICU calendar runs on the server render and in the browser, so hydration agrees.
 */
const JALALI_YEAR = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
  year: 'numeric',
  timeZone: 'Asia/Tehran',
});

/** The current year of the Persian (Jalali) calendar in Tehran, e.g. '۱۴۰۵'. */
export function currentJalaliYear(now: Date = new Date()): string {
  return JALALI_YEAR.formatToParts(now).find((part) => part.type === 'year')?.value ?? '';
}
