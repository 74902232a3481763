import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { ComponentEditor } from './ComponentEditor';
import { type EditorComponent, readComponents } from './editorState';

function Harness({ initial, out }: { initial: unknown[]; out: { components: EditorComponent[] } }) {
  const [components, setComponents] = useState(() => readComponents(JSON.stringify(initial)).components);
  const [openId, setOpenId] = useState<string | null>(null);
  out.components = components;
  return (
    <ComponentEditor
      components={components}
      setComponents={(edit) => setComponents((list) => edit(list))}
      revision={0}
      openId={openId}
      onOpen={setOpenId}
      invalidId={null}
    />
  );
}

function draw(initial: unknown[]) {
  const out = { components: [] as EditorComponent[] };
  const view = renderPage({ element: <Harness initial={initial} out={out} /> });
  return { ...view, out };
}

const types = (out: { components: EditorComponent[] }) => out.components.map((c) => c.type);

describe('ComponentEditor', () => {
  it('adds a component of the chosen type with its form open, duplicates, moves and removes (confirmed)', async () => {
    const { user, out } = draw([{ id: 'hero-1', type: 'hero', props: { title: 'سلام' } }]);
    await user.selectOptions(screen.getByLabelText('نوع مؤلفه'), 'button');
    await user.click(screen.getByRole('button', { name: 'افزودن مؤلفه' }));
    expect(types(out)).toEqual(['hero', 'button']);
    const button = screen.getByRole('article', { name: 'دکمه ۲' });
    expect((within(button).getByRole('textbox', { name: /متن دکمه/ }) as HTMLInputElement).value).toBe(
      'بیشتر بدانید',
    );

    await user.click(screen.getByRole('button', { name: 'تکثیر بنر اصلی ۱' }));
    expect(out.components.map((c) => c.id)).toEqual(['hero-1', 'hero-2', 'button-1']);
    expect(out.components[1].props).toEqual({ title: 'سلام' });

    await user.click(screen.getByRole('button', { name: 'انتقال دکمه ۳ به بالا' }));
    expect(types(out)).toEqual(['hero', 'button', 'hero']);

    await user.click(screen.getByRole('button', { name: 'حذف بنر اصلی ۱' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف بنر اصلی ۱' });
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(out.components).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'حذف بنر اصلی ۱' }));
    await user.click(await screen.findByRole('button', { name: 'حذف مؤلفه' }));
    expect(out.components.map((c) => c.id)).toEqual(['button-1', 'hero-2']);
  });

  it('keeps an unknown type as a box that can only be removed', () => {
    draw([{ id: 'q', type: 'carousel', props: {} }]);
    const card = screen.getByRole('article', { name: /carousel/ });
    expect(within(card).getByRole('note').textContent).toBe('نوع مؤلفه ناشناخته: carousel');
    expect(within(card).queryByRole('button', { name: /ویرایش|تکثیر/ })).toBeNull();
    expect(within(card).getByRole('button', { name: /^حذف/ })).toBeTruthy();
  });

  it('edits props live, with messages on the fields, and the list items of a stats block', async () => {
    const { user, out } = draw([
      {
        id: 'stats-1',
        type: 'stats',
        props: { title: 'آمار', stats: [{ value: '۵', label: 'الف', icon: 'users' }] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'ویرایش آمار ۱' }));
    await user.click(screen.getByRole('button', { name: 'افزودن عدد' }));
    await user.click(screen.getByRole('button', { name: 'انتقال عدد ۲ به بالا' }));
    const labels = () => screen.getAllByRole('textbox', { name: /^برچسب/ }) as HTMLInputElement[];
    expect(labels().map((input) => input.value)).toEqual(['دانش‌آموز', 'الف']);
    await user.clear(labels()[1]);
    expect(await screen.findByText('برچسب الزامی است')).toBeTruthy();
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'نماد' })[1], 'trophy');
    await waitFor(() =>
      expect(out.components[0].props.stats).toEqual([
        { value: '۱۰۰+', label: 'دانش‌آموز', icon: 'users', color: 'primary' },
        { value: '۵', label: '', icon: 'trophy', color: 'primary' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'حذف عدد ۱' }));
    await waitFor(() => expect(out.components[0].props.stats).toHaveLength(1));
    expect(out.components[0].props.items).toBeUndefined();
  });
});
