import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/renderPage';

describe('ScrollToTop', () => {
  it('scrolls smoothly to the top on every path change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderPage({ path: '/about' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    scrollTo.mockClear();
    await act(() => router.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    vi.restoreAllMocks();
  });
});
