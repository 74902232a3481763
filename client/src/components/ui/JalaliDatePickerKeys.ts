// The keyboard inside the calendar popup. react-multi-date-picker finds the next day by its English day name,
// which JalaliDatePickerA11y replaces, and swallows Enter and Tab; so the popup's keys are handled here, before
// the library sees them: arrows move by day and week (right to left: ArrowLeft is the next day), PageUp and
// PageDown by month, Enter and Space choose, Tab leaves as everywhere else. Escape is the picker's own.
import { gregorianToJalali, jalaliToGregorian } from '@common/date';

const DAY_STEPS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowUp: -7, ArrowDown: 7 };
const MONTH_STEPS: Record<string, number> = { PageUp: -1, PageDown: 1 };
/** Month and year cells sit three to a row. */
const GRID_STEPS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowUp: -3, ArrowDown: 3 };

const dateKey = (jy: number, jm: number, jd: number) => `${jy}-${jm}-${jd}`;

function parseKey(key: string): [number, number, number] {
  const [jy, jm, jd] = key.split('-').map(Number);
  return [jy, jm, jd];
}

function addDays(key: string, days: number): string {
  const { gy, gm, gd } = jalaliToGregorian(...parseKey(key));
  const moved = new Date(Date.UTC(gy, gm - 1, gd + days));
  const { jy, jm, jd } = gregorianToJalali(
    moved.getUTCFullYear(),
    moved.getUTCMonth() + 1,
    moved.getUTCDate(),
  );
  return dateKey(jy, jm, jd);
}

/** 30 in a leap year, else 29: the day before 1 Farvardin of the next year. */
function jalaliLastOfYear(jy: number): number {
  const { gy, gm, gd } = jalaliToGregorian(jy + 1, 1, 1);
  const before = new Date(Date.UTC(gy, gm - 1, gd - 1));
  return gregorianToJalali(before.getUTCFullYear(), before.getUTCMonth() + 1, before.getUTCDate()).jd;
}

function addMonths(key: string, months: number): string {
  const [jy, jm, jd] = parseKey(key);
  const index = jy * 12 + (jm - 1) + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const length = month <= 6 ? 31 : month <= 11 ? 30 : jalaliLastOfYear(year);
  return dateKey(year, month, Math.min(jd, length));
}

/**
 * Focuses the day once the calendar shows it: after a month change it renders a moment later, and after a
 * choice the library draws the days anew (the focused one leaves the page).
 */
function focusDay(popup: Element, key: string, attempt = 0): void {
  const active = document.activeElement;
  if (active?.getAttribute('data-jdp-date') === key) return;
  // The keyboard went elsewhere meanwhile (Escape closed the calendar and focused its input).
  if (active && active !== document.body && !active.closest('.rmdp-wrapper')) return;
  const day = popup.querySelector<HTMLElement>(`[data-jdp-date="${key}"]`);
  day?.focus();
  if (document.activeElement !== day && attempt < 40) setTimeout(() => focusDay(popup, key, attempt + 1), 15);
}

/** A number that orders 'jy-jm-jd' keys by date. */
const ordinal = (key: string) => {
  const [jy, jm, jd] = parseKey(key);
  return (jy * 12 + jm) * 31 + jd;
};

function moveTo(popup: Element, from: string, to: string): void {
  const target = popup.querySelector<HTMLElement>(`[data-jdp-date="${to}"]`);
  if (target) {
    // A day outside min/max stays out of reach, like its click.
    if (target.getAttribute('aria-disabled') !== 'true') target.focus();
    return;
  }
  const button = popup.querySelector<HTMLButtonElement>(
    ordinal(to) < ordinal(from) ? '.rmdp-left' : '.rmdp-right',
  );
  if (!button || button.disabled || button.classList.contains('disabled')) return;
  button.click();
  focusDay(popup, to);
}

/** Handles a key pressed on a calendar cell; true when it did (the library must not see it then). */
export function handleCalendarKey(event: KeyboardEvent | React.KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const popup = target?.closest('.rmdp-wrapper');
  if (!target || !popup) return false;
  const isCell = target.matches('.rmdp-day[data-jdp-date], .rmdp-ym > div');
  if (!isCell) return false;
  if (event.key === 'Tab') return true;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    target.click();
    // A chosen day keeps the keyboard while the calendar stays open (a range, or a date with its time).
    // (The library may draw a new popup: look for the day in the picker around it.)
    const chosen = target.getAttribute('data-jdp-date');
    const picker = popup.closest('.jdp');
    if (chosen && picker)
      setTimeout(() => picker.querySelector('.rmdp-wrapper') && focusDay(picker, chosen), 0);
    return true;
  }
  const day = target.getAttribute('data-jdp-date');
  if (day && (event.key in DAY_STEPS || event.key in MONTH_STEPS)) {
    event.preventDefault();
    const to =
      event.key in DAY_STEPS ? addDays(day, DAY_STEPS[event.key]) : addMonths(day, MONTH_STEPS[event.key]);
    moveTo(popup, day, to);
    return true;
  }
  if (!day && event.key in GRID_STEPS) {
    event.preventDefault();
    const cells = Array.from(
      target
        .closest('.rmdp-month-picker, .rmdp-year-picker')
        ?.querySelectorAll<HTMLElement>('.rmdp-ym > div') ?? [],
    );
    const next = cells[cells.indexOf(target) + GRID_STEPS[event.key]];
    next?.focus();
    return true;
  }
  return false;
}
