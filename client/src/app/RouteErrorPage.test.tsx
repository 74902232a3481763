import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/renderPage';

vi.mock('../features/landing/LandingPage', () => ({
  LandingPage: () => {
    throw new Error('landing exploded');
  },
}));

describe('uncaught render errors', () => {
  it('show the error page with details, and the next page clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderPage({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('landing exploded')).toBeTruthy();

    await act(() => router.navigate('/login'));
    await waitFor(() => expect(screen.queryByText('landing exploded')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'ورود به حساب کاربری' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
