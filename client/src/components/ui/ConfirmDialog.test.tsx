import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="حذف روش پرداخت"
      description="این روش پرداخت برای همیشه حذف می‌شود."
      confirmLabel="حذف روش پرداخت"
      destructive
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog that starts on «انصراف» and that Escape cancels', async () => {
    const onConfirm = vi.fn();
    const { user } = renderPage({ element: <Harness onConfirm={onConfirm} /> });
    const dialog = screen.getByRole('alertdialog', { name: 'حذف روش پرداخت' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('انصراف');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('goes ahead only with the named action', async () => {
    const onConfirm = vi.fn();
    const { user } = renderPage({ element: <Harness onConfirm={onConfirm} /> });
    await user.click(screen.getByRole('button', { name: 'حذف روش پرداخت' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
