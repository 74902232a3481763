import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { JalaliDatePicker, type JalaliDateRange, JalaliDateRangePicker } from './JalaliDatePicker';

/** Drawn as every client test draws: inside the app's providers. */
const draw = (element: ReactNode) => renderPage({ element });

function Single({
  initial = '',
  withTime = false,
  min,
  max,
}: {
  initial?: string;
  withTime?: boolean;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <JalaliDatePicker
        label="تاریخ شروع"
        value={value}
        onChange={setValue}
        withTime={withTime}
        min={min}
        max={max}
      />
      <output data-testid="out">{JSON.stringify(value)}</output>
    </>
  );
}

function Range({ initial = { from: '', to: '' } }: { initial?: JalaliDateRange }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <JalaliDateRangePicker label="بازه" value={value} onChange={setValue} />
      <output data-testid="out">{JSON.stringify(value)}</output>
    </>
  );
}

const out = () => JSON.parse(screen.getByTestId('out').textContent ?? '""');
const dialog = () => screen.findByRole('dialog', { name: /^تقویم/ });
const day = (name: string) => screen.findByRole('button', { name });
/** Waits until the keyboard is on the day named `name`. */
const keyboardOn = (name: string) =>
  waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe(name));

async function open(user: ReturnType<typeof userEvent.setup>, label = 'تاریخ شروع') {
  await user.click(screen.getByLabelText(label));
  return dialog();
}

describe('JalaliDatePicker', () => {
  it('shows a Gregorian value as a Persian date in a read-only input', () => {
    draw(<Single initial="2025-03-20" />);
    const input = screen.getByLabelText('تاریخ شروع') as HTMLInputElement;
    expect(input.value).toBe('۱۴۰۳/۱۲/۳۰');
    expect(input.readOnly).toBe(true);
  });

  it('emits the Gregorian date of the day clicked, on a week from Saturday with Persian digits', async () => {
    const user = userEvent.setup();
    draw(<Single initial="2025-03-20" />);
    await open(user);
    const weekDays = document.querySelectorAll('.rmdp-week-day');
    expect(weekDays[0]?.textContent).toBe('شن');
    expect(weekDays[6]?.textContent).toBe('جم');
    expect(document.querySelector('.rmdp-header-values')?.textContent).toBe('اسفند،۱۴۰۳');
    await user.click(await day('شنبه ۱۸ اسفند ۱۴۰۳'));
    expect(out()).toBe('2025-03-08');
    expect((screen.getByLabelText('تاریخ شروع') as HTMLInputElement).value).toBe('۱۴۰۳/۱۲/۱۸');
  });

  it('knows the leap years: Esfand 1399 and 1403 have a 30th day, 1400 and 1402 do not', async () => {
    const user = userEvent.setup();
    const { unmount } = draw(<Single initial="2021-03-19" />);
    await open(user);
    await user.click(await day('شنبه ۳۰ اسفند ۱۳۹۹'));
    expect(out()).toBe('2021-03-20');
    unmount();

    draw(<Single initial="2025-03-01" />);
    await open(user);
    await user.click(await day('پنجشنبه ۳۰ اسفند ۱۴۰۳'));
    expect(out()).toBe('2025-03-20');
  });

  it('has no 30 Esfand in 1400 and 1402', async () => {
    const user = userEvent.setup();
    const { unmount } = draw(<Single initial="2022-03-20" />);
    expect((screen.getByLabelText('تاریخ شروع') as HTMLInputElement).value).toBe('۱۴۰۰/۱۲/۲۹');
    await open(user);
    await day('یکشنبه ۲۹ اسفند ۱۴۰۰');
    expect(screen.queryByRole('button', { name: /۳۰ اسفند ۱۴۰۰/ })).toBeNull();
    unmount();

    draw(<Single initial="2024-03-19" />);
    await open(user);
    await day('سه‌شنبه ۲۹ اسفند ۱۴۰۲');
    expect(screen.queryByRole('button', { name: /۳۰ اسفند ۱۴۰۲/ })).toBeNull();
  });

  it('with time, emits YYYY-MM-DD HH:mm:ss and shows the time', async () => {
    const user = userEvent.setup();
    draw(<Single initial="2025-03-20 14:05:00" withTime />);
    expect((screen.getByLabelText('تاریخ شروع') as HTMLInputElement).value).toBe('۱۴۰۳/۱۲/۳۰ ۱۴:۰۵');
    await open(user);
    await user.click(await day('سه‌شنبه ۲۸ اسفند ۱۴۰۳'));
    expect(out()).toBe('2025-03-18 14:05:00');
  });

  it('emits an empty string when cleared, and shows nothing for an unparsable value', async () => {
    const user = userEvent.setup();
    draw(<Single initial="2025-03-20" />);
    await user.click(screen.getByRole('button', { name: 'پاک کردن تاریخ شروع' }));
    expect(out()).toBe('');
    expect((screen.getByLabelText('تاریخ شروع') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'پاک کردن تاریخ شروع' })).toBeNull();
  });

  it('shows nothing for a value it cannot read', () => {
    draw(<Single initial="1403/12/30" />);
    expect((screen.getByLabelText('تاریخ شروع') as HTMLInputElement).value).toBe('');
  });

  it('refuses days before min and after max', async () => {
    const user = userEvent.setup();
    draw(<Single initial="2025-03-10" min="2025-03-05" max="2025-03-15" />);
    await open(user);
    const early = await day('دوشنبه ۱۳ اسفند ۱۴۰۳');
    const late = await day('یکشنبه ۲۶ اسفند ۱۴۰۳');
    expect(early.getAttribute('aria-disabled')).toBe('true');
    expect(late.getAttribute('aria-disabled')).toBe('true');
    await user.click(early);
    await user.click(late);
    expect(out()).toBe('2025-03-10');
    const inside = await day('جمعه ۲۴ اسفند ۱۴۰۳');
    expect(inside.getAttribute('aria-disabled')).toBeNull();
    await user.click(inside);
    expect(out()).toBe('2025-03-14');
  });

  it('opens from the keyboard, moves by day with the arrows (right to left) and chooses with Enter', async () => {
    const user = userEvent.setup();
    draw(<Single initial="2025-03-10" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('تاریخ شروع'));
    await user.keyboard('{Enter}');
    await dialog();
    await keyboardOn('دوشنبه ۲۰ اسفند ۱۴۰۳');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    await keyboardOn('سه‌شنبه ۲۱ اسفند ۱۴۰۳');
    await user.keyboard('{ArrowDown}');
    await keyboardOn('سه‌شنبه ۲۸ اسفند ۱۴۰۳');
    await user.keyboard('{Enter}');
    expect(out()).toBe('2025-03-18');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape and gives the focus back to the input', async () => {
    const user = userEvent.setup();
    draw(<Single initial="2025-03-10" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await dialog();
    await keyboardOn('دوشنبه ۲۰ اسفند ۱۴۰۳');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText('تاریخ شروع'));
    expect(out()).toBe('2025-03-10');
  });

  it('with time, Escape straight after Enter chooses the day and closes the calendar', async () => {
    const user = userEvent.setup();
    draw(<Single initial="2025-03-10 09:30:00" withTime />);
    await user.tab();
    await user.keyboard('{Enter}');
    await dialog();
    await keyboardOn('دوشنبه ۲۰ اسفند ۱۴۰۳');
    await user.keyboard('{ArrowLeft}');
    await keyboardOn('سه‌شنبه ۲۱ اسفند ۱۴۰۳');
    // A fast hand (or a loaded machine) gets Escape in before anything else runs.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(out()).toBe('2025-03-11 09:30:00');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText('تاریخ شروع'));
  });
});

describe('JalaliDateRangePicker', () => {
  it('emits {from, to} in Gregorian after two clicks, and both empty when cleared', async () => {
    const user = userEvent.setup();
    draw(<Range initial={{ from: '2025-03-02', to: '2025-03-04' }} />);
    await open(user, 'بازه');
    await user.click(await day('شنبه ۱۱ اسفند ۱۴۰۳'));
    expect(out()).toEqual({ from: '2025-03-01', to: '' });
    await user.click(await day('پنجشنبه ۳۰ اسفند ۱۴۰۳'));
    expect(out()).toEqual({ from: '2025-03-01', to: '2025-03-20' });
    expect((screen.getByLabelText('بازه') as HTMLInputElement).value).toBe('از ۱۴۰۳/۱۲/۱۱ تا ۱۴۰۳/۱۲/۳۰');
    await user.click(screen.getByRole('button', { name: 'پاک کردن بازه' }));
    expect(out()).toEqual({ from: '', to: '' });
  });
});
