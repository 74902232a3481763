import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { type ConfirmOptions, ConfirmProvider, useConfirm } from './useConfirm';

const ASK: ConfirmOptions = {
  title: 'حذف اسلاید «بورسیه»',
  body: 'این اسلاید از صفحه‌ی اصلی برداشته می‌شود.',
  confirmLabel: 'حذف اسلاید',
  tone: 'danger',
};

/** A button that asks, and writes down the answer. */
function Asker({ options = ASK }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('هنوز');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(options)))}>
        بپرس
      </button>
      <output>{answer}</output>
    </>
  );
}

const draw = (options?: ConfirmOptions) =>
  renderPage({
    element: (
      <ConfirmProvider>
        <Asker options={options} />
      </ConfirmProvider>
    ),
  });

describe('useConfirm', () => {
  it('asks in an alert dialog that starts on «انصراف», and resolves true on the named action', async () => {
    const { user } = draw();
    await user.click(screen.getByRole('button', { name: 'بپرس' }));
    const dialog = screen.getByRole('alertdialog', { name: ASK.title });
    expect(dialog.textContent).toContain(ASK.body);
    expect(document.activeElement?.textContent).toBe('انصراف');
    await user.click(screen.getByRole('button', { name: 'حذف اسلاید' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on «انصراف» and on Escape, and gives focus back to the asking button', async () => {
    const { user } = draw();
    const ask = screen.getByRole('button', { name: 'بپرس' });
    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(ask));

    await user.click(ask);
    screen.getByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(ask));
  });

  it('keeps the dialog, its buttons waiting, while the given action runs', async () => {
    let finish = () => {};
    const action = () => new Promise<void>((resolve) => (finish = resolve));
    const { user } = draw({ ...ASK, action });
    await user.click(screen.getByRole('button', { name: 'بپرس' }));
    await user.click(screen.getByRole('button', { name: 'حذف اسلاید' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'انصراف' }).hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('true');
  });

  it('needs its provider', () => {
    expect(() => render(<Asker />)).toThrow(/ConfirmProvider/);
  });
});
