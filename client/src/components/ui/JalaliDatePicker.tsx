// The Persian-calendar date picker of the admin forms (spec doc 3 §2.19, §5, §9), built on
// react-multi-date-picker. The input is read-only and set through the calendar; the value is Gregorian.
// Import it only from admin (lazily loaded) code: the library and its styles must stay out of the landing bundle.
import './JalaliDatePicker.css';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import type DateObject from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { inputClasses } from './FormField';
import { CloseIcon } from './icons';
import { usePersianCalendarNames } from './JalaliDatePickerA11y';
import { handleCalendarKey } from './JalaliDatePickerKeys';
import { DatePicker, type DatePickerRef, TimePicker } from './JalaliDatePickerLibrary';
import { fromDateObject, PICKER_FORMAT, shownValue, toPersianDateObject } from './JalaliDatePickerValue';
import { CalendarIcon } from './pageIcons';

/** Spec doc 3 §9: the popup's z-index. (The library's typing time-out, 700 ms, is its default; typing is off.) */
export const DATE_PICKER_Z_INDEX = 100;

export interface JalaliDatePickerProps {
  label: string;
  /** Gregorian 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:ss' with withTime), '' when empty. */
  value: string;
  onChange: (value: string) => void; // '' when cleared or unparsable
  withTime?: boolean;
  min?: string; // Gregorian 'YYYY-MM-DD'
  max?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  hint?: string;
}

export interface JalaliDateRange {
  /** Gregorian 'YYYY-MM-DD', '' when not chosen. */
  from: string;
  to: string;
}

export interface JalaliDateRangePickerProps {
  label: string;
  value: JalaliDateRange;
  onChange: (value: JalaliDateRange) => void;
  min?: string;
  max?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  id?: string;
}

/** Keys that open the calendar from the input, as on a native date field or a combobox. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The day to put the keyboard on when the calendar opens: the chosen one, else today, else the first. */
const FIRST_DAY_SELECTORS = [
  '.rmdp-selected',
  '.rmdp-range.start',
  '.rmdp-today:not(.rmdp-disabled)',
  ':not(.rmdp-day-hidden):not(.rmdp-disabled)',
].map((state) => `.rmdp-day-picker .rmdp-day${state}`);

function focusFirstDay(root: HTMLElement | null, still: () => boolean, attempt = 0): void {
  if (!still()) return;
  const popup = root?.querySelector('.rmdp-wrapper');
  const day = FIRST_DAY_SELECTORS.map((selector) => popup?.querySelector<HTMLElement>(selector)).find(
    Boolean,
  );
  day?.focus();
  // The library mounts the popup hidden and shows it once placed (later with the time picker): until then the
  // day cannot take the focus, so try again for a moment.
  if (!popup?.contains(document.activeElement) && attempt < 40)
    setTimeout(() => focusFirstDay(root, still, attempt + 1), 15);
}

interface ShellProps {
  label: string;
  id?: string;
  shown: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  hasValue: boolean;
  onClear: () => void;
  /** Renders the library's picker around the given input. */
  picker: (
    input: (openCalendar: () => void) => ReactNode,
    ref: React.RefObject<DatePickerRef | null>,
    /** True while a click on a day is being handled (the library closes the calendar on it). */
    pickingDay: React.RefObject<boolean>,
  ) => ReactNode;
  hidden?: ReactNode;
}

/** Label, read-only input, clear button, hint and error around the library's popup; the keyboard behaviour. */
function PickerShell({
  label,
  id,
  shown,
  error,
  hint,
  required,
  disabled,
  hasValue,
  onClear,
  picker,
  hidden,
}: ShellProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const root = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<DatePickerRef>(null);
  const input = useRef<HTMLInputElement>(null);
  const pickingDay = useRef(false);
  /** Counts openings and closings, so a late focus try of an earlier opening gives up. */
  const openings = useRef(0);
  usePersianCalendarNames(root, `تقویم ${label}`);
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const close = () => {
    openings.current++;
    // The guard only keeps a day's click from closing the calendar; Escape right after one must still close.
    pickingDay.current = false;
    pickerRef.current?.closeCalendar();
    input.current?.focus();
  };
  // Escape closes from anywhere in the picker; the popup's other keys are JalaliDatePickerKeys'.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (!pickerRef.current?.isOpen) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (handleCalendarKey(event)) {
      event.stopPropagation();
    }
  };
  // A chosen day is drawn anew and the focus falls to the page: Escape still closes the open calendar.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      const nowhere = !document.activeElement || document.activeElement === document.body;
      if (event.key !== 'Escape' || !nowhere || !pickerRef.current?.isOpen) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  });
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    // Tabbing out of the popup closes it (a click outside is the library's own business).
    if (next instanceof Node && !root.current?.contains(next) && pickerRef.current?.isOpen) {
      pickerRef.current.closeCalendar();
    }
  };

  const renderInput = (openCalendar: () => void) => (
    <div className="relative">
      <input
        ref={input}
        id={inputId}
        type="text"
        readOnly
        value={shown}
        placeholder="انتخاب تاریخ"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onClick={() => !disabled && openCalendar()}
        onKeyDown={(event) => {
          if (disabled || !OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          openCalendar();
          const opening = ++openings.current;
          focusFirstDay(root.current, () => opening === openings.current);
        }}
        className={`${inputClasses} cursor-pointer pe-20 disabled:cursor-not-allowed disabled:bg-ink-100`}
      />
      <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-ink-400">
        <CalendarIcon className="size-5" aria-hidden="true" />
      </span>
      {hasValue && !disabled && (
        <button
          type="button"
          onClick={() => {
            onClear();
            input.current?.focus();
          }}
          aria-label={`پاک کردن ${label}`}
          className="absolute inset-y-0 end-10 my-auto flex size-7 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <CloseIcon className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out of the popup bubble here.
    <div
      ref={root}
      className="jdp flex flex-col gap-1.5"
      onKeyDownCapture={onKeyDownCapture}
      onClickCapture={(event) => {
        if (!(event.target instanceof Element) || !event.target.closest('.rmdp-day-picker .rmdp-day')) return;
        pickingDay.current = true;
        setTimeout(() => {
          pickingDay.current = false;
        }, 0);
      }}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-500">
            *
          </span>
        )}
      </label>
      {picker(renderInput, pickerRef, pickingDay)}
      {hidden}
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The library props every picker shares: Persian calendar and digits, RTL, the popup's place and layer. */
function commonProps(min?: string, max?: string) {
  return {
    calendar: persian,
    locale: persian_fa,
    format: PICKER_FORMAT,
    minDate: toPersianDateObject(min) ?? undefined,
    maxDate: toPersianDateObject(max) ?? undefined,
    zIndex: DATE_PICKER_Z_INDEX,
    calendarPosition: 'bottom-right',
    containerStyle: { width: '100%' },
    className: 'jdp-popup',
    onOpenPickNewDate: false,
    highlightToday: true,
    renderButton: navigationButton,
  };
}

/** Previous / next month buttons with Persian names (the library's have none). */
function navigationButton(
  direction: 'left' | 'right',
  onClick: (event: React.MouseEvent) => void,
  disabled: boolean,
  onKeyDown: (event: KeyboardEvent) => void,
) {
  const next = direction === 'right';
  return (
    <button
      type="button"
      onClick={onClick}
      onKeyDown={onKeyDown}
      disabled={disabled}
      aria-label={next ? 'ماه بعد' : 'ماه قبل'}
      className={`rmdp-arrow-container ${direction === 'left' ? 'rmdp-left' : 'rmdp-right'} ${disabled ? 'disabled' : ''}`}
    >
      <i className="rmdp-arrow" aria-hidden="true" />
    </button>
  );
}

/** A Persian-calendar date (optionally with time) whose value is the Gregorian 'YYYY-MM-DD[ HH:mm:ss]'. */
export function JalaliDatePicker(props: JalaliDatePickerProps) {
  const {
    label,
    value,
    onChange,
    withTime = false,
    min,
    max,
    error,
    required,
    disabled,
    id,
    name,
    hint,
  } = props;
  const picked = useMemo(() => toPersianDateObject(value), [value]);
  const common = useMemo(() => commonProps(min, max), [min, max]);
  return (
    <PickerShell
      label={label}
      id={id}
      shown={shownValue(value, withTime)}
      error={error}
      hint={hint}
      required={required}
      disabled={disabled}
      hasValue={picked !== null}
      onClear={() => onChange('')}
      hidden={name ? <input type="hidden" name={name} value={picked ? value : ''} /> : null}
      picker={(renderInput, ref, pickingDay) => (
        <DatePicker
          {...common}
          ref={ref}
          value={picked}
          // With a time to set as well, choosing the day leaves the calendar open (Escape or a click outside closes).
          onClose={() => (withTime && pickingDay.current ? false : undefined)}
          render={(_shown: string, openCalendar: () => void) => renderInput(openCalendar)}
          plugins={withTime ? [<TimePicker key="time" position="bottom" hideSeconds />] : []}
          onChange={(date: DateObject | null) => {
            onChange(fromDateObject(date, withTime));
            if (!withTime) ref.current?.closeCalendar();
          }}
        />
      )}
    />
  );
}

const shownRange = ({ from, to }: JalaliDateRange): string => {
  const [start, end] = [shownValue(from), shownValue(to)];
  if (!start && !end) return '';
  return `${start ? `از ${start}` : ''}${start && end ? ' ' : ''}${end ? `تا ${end}` : ''}`;
};

/** A range of Persian-calendar days: the first click sets the start, the second the end. */
export function JalaliDateRangePicker({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  disabled,
  id,
}: JalaliDateRangePickerProps) {
  const picked = useMemo(
    () =>
      [toPersianDateObject(value.from), toPersianDateObject(value.to)].filter(
        (d): d is DateObject => d !== null,
      ),
    [value.from, value.to],
  );
  const common = useMemo(() => commonProps(min, max), [min, max]);
  return (
    <PickerShell
      label={label}
      id={id}
      shown={shownRange(value)}
      error={error}
      hint={hint}
      disabled={disabled}
      hasValue={picked.length > 0}
      onClear={() => onChange({ from: '', to: '' })}
      picker={(renderInput, ref) => (
        <DatePicker
          {...common}
          ref={ref}
          range
          rangeHover
          value={picked}
          render={(_shown: string, openCalendar: () => void) => renderInput(openCalendar)}
          onChange={(dates: DateObject[]) => {
            const [from, to] = [fromDateObject(dates[0]), fromDateObject(dates[1])];
            onChange({ from, to });
            if (from && to) ref.current?.closeCalendar();
          }}
        />
      )}
    />
  );
}
