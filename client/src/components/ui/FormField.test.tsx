import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

/** What `aria-describedby` names, as [id, the text there (null when no element has that id)]. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? null);

describe('FormField', () => {
  it('describes the control by its hint, and by the error alone once the error replaces it', () => {
    const { rerender } = render(
      <FormField label="شماره کارت" hint="۱۶ رقم بدون فاصله">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'شماره کارت' });
    expect(description(input)).toEqual(['۱۶ رقم بدون فاصله']);

    rerender(
      <FormField label="شماره کارت" hint="۱۶ رقم بدون فاصله" error="شماره کارت باید ۱۶ رقم باشد">
        <input />
      </FormField>,
    );
    expect(description(input)).toEqual(['شماره کارت باید ۱۶ رقم باشد']);
  });
});
