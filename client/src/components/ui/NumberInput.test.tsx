import { parseNumberInput } from '@common/validation/fields';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { NumberInput } from './NumberInput';

function Form({ onSubmit }: { onSubmit: (value: number | null) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { order: '۳' } });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(parseNumberInput(values.order)))}>
      <label htmlFor="order">ترتیب</label>
      <NumberInput id="order" {...register('order')} />
      <button type="submit">ذخیره</button>
    </form>
  );
}

describe('NumberInput', () => {
  it('shows Persian digits whatever keyboard types them, and the form reads the number', async () => {
    let submitted: number | null = null;
    renderPage({ element: <Form onSubmit={(value) => (submitted = value)} /> });
    const input = screen.getByLabelText('ترتیب') as HTMLInputElement;
    expect(input.value).toBe('۳');

    await userEvent.type(input, '12');
    expect(input.value).toBe('۳۱۲');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(submitted).toBe(312);
  });
});
