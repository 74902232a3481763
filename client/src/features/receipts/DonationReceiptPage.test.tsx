import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderPage } from '../../test/renderPage';

const page = '<!doctype html><html lang="fa" dir="rtl"><body><h1>رسید کمک مالی</h1></body></html>';

afterEach(() => vi.unstubAllGlobals());

describe('a receipt page', () => {
  it('draws the server’s printable receipt, fetched with the session’s token, with print and PDF buttons', async () => {
    const fetch = vi.fn(
      async () => new Response(page, { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage({ path: '/profile/donations/7/receipt', session: makeUser() });
    const frame = await screen.findByTitle('رسید قابل چاپ');
    expect(frame.getAttribute('srcdoc')).toBe(page);
    expect(fetch).toHaveBeenCalledWith('/api/user/donations/7/receipt.html', {
      headers: { authorization: 'Bearer test-token' },
    });
    expect(screen.getByRole('button', { name: 'چاپ رسید' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دریافت PDF' })).toBeTruthy();
  });

  it('shows the server’s Persian refusal (someone else’s receipt) with the way back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: 'رسید مورد نظر یافت نشد', data: null }, { status: 404 }),
      ),
    );
    renderPage({ path: '/profile/donations/8/receipt', session: makeUser() });
    expect(await screen.findByText('رسید مورد نظر یافت نشد')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازگشت به کمک‌های من' })).toBeTruthy();
  });

  it('a guest’s link carries its token to the server', async () => {
    const fetch = vi.fn(async () => new Response(page, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderPage({ path: '/receipts/9?token=abc_DEF-1' });
    await screen.findByTitle('رسید قابل چاپ');
    expect(fetch).toHaveBeenCalledWith('/api/receipts/9/receipt.html?token=abc_DEF-1', { headers: {} });
  });

  it('a gift whose payment is not yet approved reads as a wait, not an error', async () => {
    const wait =
      'پرداخت این کمک هنوز تأیید نشده است. رسید پس از تأیید پرداخت در همین نشانی آماده می‌شود؛ لطفاً آن را نگه دارید';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: wait, data: null }, { status: 409 })),
    );
    renderPage({ path: '/receipts/9?token=abc_DEF-1' });
    const message = await screen.findByText(wait);
    expect(message.closest('[role]')?.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a guest’s link without its token asks for the result page’s link', async () => {
    renderPage({ path: '/receipts/9' });
    expect(
      await screen.findByText('پیوند رسید کامل نیست. لطفاً از پیوند صفحه‌ی نتیجه‌ی پرداخت استفاده کنید.'),
    ).toBeTruthy();
  });
});
