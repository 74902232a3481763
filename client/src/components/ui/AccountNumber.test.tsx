import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { AccountNumber } from './AccountNumber';

afterEach(() => vi.restoreAllMocks());

describe('AccountNumber', () => {
  it.each([
    ['6037-9975-1234-5678', '۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۸', '6037997512345678'],
    ['۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۸', '۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۸', '6037997512345678'],
    ['6037997512345678', '۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۸', '6037997512345678'],
  ])(
    'shows card %s as an isolated left-to-right run in fours and copies the Latin digits',
    async (value, shown, copied) => {
      const success = vi.spyOn(toast, 'success');
      renderPage({
        element: (
          <p>
            پرداخت به کارت <AccountNumber kind="card" value={value} /> انجام شود
          </p>
        ),
      });
      const digits = screen.getByText(shown);
      expect(digits.tagName).toBe('BDI');
      expect(digits.getAttribute('dir')).toBe('ltr');
      await userEvent.click(screen.getByRole('button', { name: 'کپی شماره‌ی کارت' }));
      expect(await navigator.clipboard.readText()).toBe(copied);
      expect(success).toHaveBeenCalledWith('شماره‌ی کارت کپی شد');
    },
  );

  it('groups an IBAN from its start and copies it upper-case without spaces', async () => {
    renderPage({ element: <AccountNumber kind="iban" value="ir06-2960-0000-0010-0324-2000-01" /> });
    expect(screen.getByText('IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'کپی شماره‌ی شبا' }));
    expect(await navigator.clipboard.readText()).toBe('IR062960000000100324200001');
  });
});
