import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlideImage } from '../../features/admin/slides/SlideImage';
import { SlideCarousel } from '../../features/landing/SlideCarousel';
import { ProgramImage } from '../../features/programs/ProgramImage';
import { renderPage } from '../../test/renderPage';
import { Avatar } from './Avatar';

/**
 * Every picture is one whose load had already failed when React attached to it: on a server-rendered page the
 * browser fires `error` before hydration adds the onError listener, and never fires it again. A broken
 * picture is complete with no width, and decoding it fails.
 */
function picturesAlreadyBroken() {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(
    new DOMException('broken', 'EncodingError'),
  );
}

afterEach(() => vi.restoreAllMocks());

const slide = {
  id: 1,
  title: 'اسلاید گم‌شده',
  description: 'توضیح',
  imageUrl: '/uploads/images/gone.png',
  link: null,
  showTitle: true,
};

describe('a picture that failed before the page came alive shows its fallback', () => {
  it('the carousel shows the gradient slide', async () => {
    picturesAlreadyBroken();
    renderPage({ element: <SlideCarousel slides={[slide]} /> });
    expect(await screen.findByTestId('slide-fallback')).toBeTruthy();
    expect(within(screen.getByRole('group')).queryByRole('img')).toBeNull();
  });

  it("a program's cover shows the gradient with its icon", async () => {
    picturesAlreadyBroken();
    const { container } = renderPage({ element: <ProgramImage url="/uploads/images/gone.png" /> });
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(container.querySelector('span[aria-hidden="true"] svg')).not.toBeNull();
  });

  it("a member's avatar shows the initials", async () => {
    picturesAlreadyBroken();
    renderPage({
      element: (
        <Avatar
          user={{ firstName: 'سارا', lastName: 'احمدی', profileImageUrl: '/uploads/images/gone.png' }}
        />
      ),
    });
    expect(await screen.findByTestId('avatar-initials')).toBeTruthy();
  });

  it("the admin's slide table shows the placeholder picture", async () => {
    picturesAlreadyBroken();
    renderPage({ element: <SlideImage src="/uploads/images/gone.png" alt="اسلاید" /> });
    await waitFor(() => expect(screen.getByRole('img').getAttribute('data-failed')).toBe('true'));
  });

  it('a picture that loaded, or is still loading, stays', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    renderPage({ element: <SlideCarousel slides={[slide]} /> });
    expect(screen.queryByTestId('slide-fallback')).toBeNull();
    expect(within(screen.getByRole('group')).getByRole('img')).toBeTruthy();
  });
});
