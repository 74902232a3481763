import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { AdminTestDatePickerPage } from './AdminTestDatePickerPage';

const json = (id: string) => JSON.parse(screen.getByTestId(`${id}-json`).textContent ?? 'null');

describe('/admin/test-datepicker', () => {
  it('shows the three demos with the JSON each would send, empty at first', () => {
    renderPage({ element: <AdminTestDatePickerPage /> });
    expect(screen.getByRole('heading', { level: 2, name: 'تاریخ تنها' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'تاریخ و ساعت' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'بازهٔ تاریخ' })).toBeTruthy();
    expect(json('single')).toEqual({ date: '' });
    expect(json('time')).toEqual({ dateTime: '' });
    expect(json('range')).toEqual({ from: '', to: '' });
  });

  it('a day chosen with the keyboard appears as Gregorian JSON, and no alert box opens', async () => {
    const { user } = renderPage({ element: <AdminTestDatePickerPage /> });
    const input = screen.getByLabelText('تاریخ');
    input.focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'تقویم تاریخ' });
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    const today = within(calendar)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-current') === 'date');
    expect(document.activeElement).toBe(today);
    await user.keyboard('{Enter}');
    expect(json('single').date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
