import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { CheckboxField } from './CheckboxField';
import { CHOOSE_OPTION, SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextAreaField, TextField } from './TextField';

const LEVELS = ['LOW', 'HIGH'] as const;
const LEVEL_LABELS = { LOW: 'کم', HIGH: 'زیاد' };

interface Values {
  name: string;
  note: string;
  level: '' | (typeof LEVELS)[number];
  active: boolean;
  published: boolean;
}

function Form({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: { name: '', note: 'سلام', level: '', active: false, published: true },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextField
        form={form}
        name="name"
        label="نام"
        required
        hint="نام کامل"
        rules={{ required: 'نام را بنویسید' }}
      />
      <TextAreaField form={form} name="note" label="یادداشت" rows={2} />
      <SelectField
        form={form}
        name="level"
        label="سطح"
        options={LEVELS}
        labels={LEVEL_LABELS}
        placeholder={CHOOSE_OPTION}
      />
      <CheckboxField form={form} name="active" label="فعال باشد" />
      <SwitchField form={form} name="published" label="منتشر شود" />
      <button type="submit">ذخیره</button>
    </form>
  );
}

/** The text of the elements on the page that a control's aria-describedby names. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .flatMap((id) => document.getElementById(id)?.textContent ?? [])
    .join(' ');

describe('the form kit', () => {
  it('labels each field, shows its hint, and its error in place of the hint once the form is checked', async () => {
    let submitted: Values | null = null;
    renderPage({ element: <Form onSubmit={(values) => (submitted = values)} /> });
    const name = screen.getByRole('textbox', { name: 'نام' });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(description(name)).toBe('نام کامل');

    await userEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe('نام را بنویسید');
    expect(submitted).toBeNull();
  });

  it('reads and writes the form: text, text area, select with Persian labels, check box and switch', async () => {
    let submitted: Values | null = null;
    renderPage({ element: <Form onSubmit={(values) => (submitted = values)} /> });
    expect((screen.getByRole('textbox', { name: 'یادداشت' }) as HTMLTextAreaElement).value).toBe('سلام');
    const level = screen.getByRole('combobox', { name: 'سطح' });
    expect([...level.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'انتخاب کنید',
      'کم',
      'زیاد',
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'سارا');
    await userEvent.selectOptions(level, 'زیاد');
    await userEvent.click(screen.getByRole('checkbox', { name: 'فعال باشد' }));
    await userEvent.click(screen.getByRole('switch', { name: 'منتشر شود' }));
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(submitted).toEqual({ name: 'سارا', note: 'سلام', level: 'HIGH', active: true, published: false });
  });
});
