import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { TimelineEditor } from './TimelineEditor';
import type { TimelineEntry } from './timeline';

/** Drawn as every client test draws: inside the app's providers. */
const draw = (element: ReactNode) => renderPage({ element });

vi.mock('../../../components/ui/JalaliDatePicker', async () => ({
  JalaliDatePicker: (await import('./testDatePicker')).TestDatePicker,
}));

function Harness({
  initial = [],
  onChange,
}: {
  initial?: TimelineEntry[];
  onChange?: (e: TimelineEntry[]) => void;
}) {
  const [events, setEvents] = useState<TimelineEntry[]>(initial);
  return (
    <TimelineEditor
      value={events}
      onChange={(next) => {
        setEvents(next);
        onChange?.(next);
      }}
    />
  );
}

const rows = () => within(screen.getByRole('list', { name: /^رویدادها/ })).getAllByRole('listitem');

async function add(user: ReturnType<typeof userEvent.setup>, date: string, text: string, status?: string) {
  await user.type(screen.getByLabelText('تاریخ رویداد'), date);
  await user.type(screen.getByLabelText(/^شرح رویداد/), text);
  if (status) await user.selectOptions(screen.getByLabelText('وضعیت رویداد'), status);
  await user.click(screen.getByRole('button', { name: 'افزودن رویداد' }));
}

describe('TimelineEditor', () => {
  it('adds events, pending by default, and shows them sorted by date with Persian dates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    draw(<Harness onChange={onChange} />);
    await add(user, '2026-05-10', 'پایان ثبت‌نام', 'completed');
    await add(user, '2026-03-21', 'شروع ثبت‌نام');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('۱ فروردین ۱۴۰۵'),
      expect.stringContaining('۲۰ اردیبهشت ۱۴۰۵'),
    ]);
    expect(rows()[0].textContent).toContain('شروع ثبت‌نام');
    expect(rows()[0].textContent).toContain('در انتظار');
    expect(rows()[1].textContent).toContain('انجام‌شده');
    expect(onChange).toHaveBeenLastCalledWith([
      { date: '2026-03-21', event: 'شروع ثبت‌نام', status: 'pending' },
      { date: '2026-05-10', event: 'پایان ثبت‌نام', status: 'completed' },
    ]);
    // The entry fields are cleared for the next event.
    expect((screen.getByLabelText(/^شرح رویداد/) as HTMLInputElement).value).toBe('');
  });

  it('refuses an event without a date or with a blank description', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    draw(<Harness onChange={onChange} />);
    await user.type(screen.getByLabelText(/^شرح رویداد/), '   ');
    await user.click(screen.getByRole('button', { name: 'افزودن رویداد' }));
    expect(screen.getByText('تاریخ رویداد الزامی است')).toBeTruthy();
    expect(screen.getByText('شرح رویداد الزامی است')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('هنوز رویدادی ثبت نشده است.')).toBeTruthy();
  });

  it('edits an event in place and re-sorts it, and deletes one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    draw(
      <Harness
        onChange={onChange}
        initial={[
          { id: 'a', date: '2026-01-01', event: 'اول', status: 'pending' },
          { id: 'b', date: '2026-02-01', event: 'دوم', status: 'pending' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'ویرایش رویداد اول' }));
    const date = screen.getByLabelText('تاریخ رویداد');
    await user.clear(date);
    await user.type(date, '2026-03-01');
    await user.selectOptions(screen.getByLabelText('وضعیت رویداد'), 'in_progress');
    await user.click(screen.getByRole('button', { name: 'به‌روزرسانی رویداد' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'b', date: '2026-02-01', event: 'دوم', status: 'pending' },
      { id: 'a', date: '2026-03-01', event: 'اول', status: 'in_progress' },
    ]);
    expect(rows()[1].textContent).toContain('در حال انجام');
    await user.click(screen.getByRole('button', { name: 'حذف رویداد دوم' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'a', date: '2026-03-01', event: 'اول', status: 'in_progress' },
    ]);
    expect(rows()).toHaveLength(1);
  });

  it('keeps the list at most 16rem high with scrolling, reachable by keyboard', () => {
    draw(<Harness initial={[{ date: '2026-01-01', event: 'اول', status: 'pending' }]} />);
    const list = screen.getByRole('list', { name: /^رویدادها/ });
    expect(list.className).toContain('max-h-64');
    expect(list.className).toContain('overflow-y-auto');
    expect(list.tabIndex).toBe(0);
  });
});
