// react-multi-date-picker names its cells in English on plain divs ('Choose جمعه اسفند ۰۱ of ۱۳۹۹', 'Select …')
// and leaves its time fields and buttons unnamed. Whenever the calendar renders, this gives every cell a Persian
// name and a role, names the popup and the time fields, and marks each day with its Jalali date
// (data-jdp-date="1403-12-30") for the keyboard handling of JalaliDatePickerKeys.
import { JALALI_MONTH_NAMES } from '@common/date';
import { toLatinDigits, toPersianDigits } from '@common/digits';
import { type RefObject, useEffect } from 'react';

/** 'Choose <dddd MMMM DD of YYYY>', the library's day name. */
const DAY_LABEL = /^Choose (\S+) (\S+) (\S+) of (\S+)$/;

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function nameDay(cell: Element): void {
  const match = DAY_LABEL.exec(cell.getAttribute('aria-label') ?? '');
  if (!match) return;
  const [, weekDay, monthName, day, year] = match;
  const jm = JALALI_MONTH_NAMES.indexOf(monthName as (typeof JALALI_MONTH_NAMES)[number]) + 1;
  const [jy, jd] = [Number(toLatinDigits(year)), Number(toLatinDigits(day))];
  cell.setAttribute('aria-label', toPersianDigits(`${weekDay} ${jd} ${monthName} ${jy}`));
  cell.setAttribute('data-jdp-date', `${jy}-${jm}-${jd}`);
}

function fixDay(cell: Element): void {
  if (cell.classList.contains('rmdp-day-hidden')) {
    setAttribute(cell, 'aria-label', null);
    setAttribute(cell, 'role', null);
    setAttribute(cell, 'data-jdp-date', null);
    setAttribute(cell, 'aria-hidden', 'true');
    return;
  }
  nameDay(cell);
  setAttribute(cell, 'aria-hidden', null);
  setAttribute(cell, 'role', 'button');
  const classes = cell.classList;
  const selected = classes.contains('rmdp-selected') || classes.contains('rmdp-range');
  setAttribute(cell, 'aria-pressed', String(selected));
  setAttribute(cell, 'aria-disabled', classes.contains('rmdp-disabled') ? 'true' : null);
  setAttribute(cell, 'aria-current', classes.contains('rmdp-today') ? 'date' : null);
}

/** Month cells 'Select فروردین of ۱۴۰۳' → 'فروردین ۱۴۰۳'; year cells 'Select year 1403' → 'سال ۱۴۰۳'. */
function fixMonthOrYear(cell: Element): void {
  const label = cell.getAttribute('aria-label') ?? '';
  if (label.startsWith('Select year '))
    setAttribute(cell, 'aria-label', toPersianDigits(`سال ${label.slice(12)}`));
  else if (label.startsWith('Select ')) setAttribute(cell, 'aria-label', label.slice(7).replace(' of ', ' '));
  setAttribute(cell, 'role', 'button');
  setAttribute(cell, 'aria-pressed', String(cell.classList.contains('rmdp-selected')));
}

const TIME_FIELDS: Record<string, string> = { hour: 'ساعت', minute: 'دقیقه', second: 'ثانیه' };

function fixTime(picker: Element): void {
  for (const column of picker.children) {
    const input = column.querySelector('input');
    const field = input ? (TIME_FIELDS[input.name] ?? '') : 'قبل یا بعد از ظهر';
    if (input) setAttribute(input, 'aria-label', field);
    const [up, down] = column.querySelectorAll('button');
    for (const [button, verb] of [
      [up, 'افزایش'],
      [down, 'کاهش'],
    ] as const) {
      if (!button) continue;
      setAttribute(button, 'aria-roledescription', null);
      setAttribute(button, 'aria-label', `${verb} ${field}`);
    }
  }
}

function fix(root: HTMLElement, dialogLabel: string): void {
  const dialog = root.querySelector('.rmdp-wrapper');
  if (!dialog) return;
  setAttribute(dialog, 'aria-label', dialogLabel);
  for (const cell of dialog.querySelectorAll('.rmdp-day-picker .rmdp-day')) fixDay(cell);
  for (const cell of dialog.querySelectorAll('.rmdp-ym > div')) fixMonthOrYear(cell);
  // The week-day letters are decoration: each day's name says its week day.
  for (const header of dialog.querySelectorAll('.rmdp-week-day')) setAttribute(header, 'aria-hidden', 'true');
  const time = dialog.querySelector('.rmdp-time-picker');
  if (time) fixTime(time);
}

/** Keeps the open calendar's names Persian and its cells announced as buttons. */
export function usePersianCalendarNames(root: RefObject<HTMLElement | null>, dialogLabel: string): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    fix(element, dialogLabel);
    const observer = new MutationObserver(() => fix(element, dialogLabel));
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label', 'class'],
    });
    return () => observer.disconnect();
  }, [root, dialogLabel]);
}
