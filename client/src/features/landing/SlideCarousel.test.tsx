import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { SlideCarousel } from './SlideCarousel';
import type { CarouselSlide } from './types';

const slides: CarouselSlide[] = [
  {
    id: 1,
    title: 'اسلاید اول',
    description: 'توضیح اول',
    imageUrl: '/a.jpg',
    link: 'https://a.example',
    showTitle: true,
  },
  { id: 2, title: 'اسلاید دوم', description: 'توضیح دوم', imageUrl: '/b.jpg', link: null, showTitle: false },
  { id: 3, title: 'اسلاید سوم', description: null, imageUrl: '/c.jpg', link: null, showTitle: true },
];

function renderCarousel(list: CarouselSlide[] = slides, loading?: boolean) {
  return renderPage({ element: <SlideCarousel slides={list} loading={loading} /> });
}

/** The one slide that is visible (not aria-hidden). */
function activeSlide(): HTMLElement {
  const groups = screen.getAllByRole('group');
  expect(groups).toHaveLength(1);
  return groups[0];
}

const activeImageName = () => within(activeSlide()).getByRole('img').getAttribute('alt');

describe('SlideCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first slide and labels it', () => {
    renderCarousel();
    expect(activeSlide().getAttribute('aria-label')).toBe('اسلاید ۱ از ۳');
    expect(activeImageName()).toBe('اسلاید اول');
    expect(screen.getByRole('heading', { name: 'اسلاید اول' })).toBeTruthy();
  });

  it('advances every 5 seconds and wraps around', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(4999));
    expect(activeImageName()).toBe('اسلاید اول');
    act(() => vi.advanceTimersByTime(1));
    expect(activeImageName()).toBe('اسلاید دوم');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeImageName()).toBe('اسلاید سوم');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeImageName()).toBe('اسلاید اول');
  });

  it('pauses while hovered', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'اسلایدهای معرفی' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(12000));
    expect(activeImageName()).toBe('اسلاید اول');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeImageName()).toBe('اسلاید دوم');
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'اسلاید قبلی' }));
    expect(activeImageName()).toBe('اسلاید سوم');
    fireEvent.click(screen.getByRole('button', { name: 'اسلاید بعدی' }));
    expect(activeImageName()).toBe('اسلاید اول');
    fireEvent.click(screen.getByRole('button', { name: 'اسلاید بعدی' }));
    expect(activeImageName()).toBe('اسلاید دوم');
  });

  it('jumps with the dots and marks the current one', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'رفتن به اسلاید ۳' });
    expect(dot.getAttribute('aria-current')).toBeNull();
    fireEvent.click(dot);
    expect(activeImageName()).toBe('اسلاید سوم');
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'رفتن به اسلاید ۱' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the previous/next buttons out of the caption on phones: they sit in the bottom row with the dots', () => {
    renderCarousel();
    const classes = (name: string) => screen.getByRole('button', { name }).classList;
    for (const name of ['اسلاید قبلی', 'اسلاید بعدی']) {
      // Below the sm breakpoint the buttons are in the bottom strip the caption leaves free (pb-14) …
      expect(classes(name).contains('bottom-2')).toBe(true);
      expect(classes(name).contains('top-1/2')).toBe(false);
      // … and from sm on, beside the caption's wide side padding, at mid-height.
      expect(classes(name).contains('sm:top-1/2')).toBe(true);
    }
    const caption = within(activeSlide()).getByTestId('slide-overlay').firstElementChild as HTMLElement;
    expect(caption.classList.contains('pb-14')).toBe(true);
    expect(caption.classList.contains('sm:px-24')).toBe(true);
  });

  it('overlays title, description and a new-tab link only when showTitle is true', () => {
    renderCarousel();
    const first = activeSlide();
    expect(within(first).getByText('توضیح اول')).toBeTruthy();
    // Named for where it leads: 'learn more' alone tells a screen reader or a search engine nothing.
    const link = within(first).getByRole('link', { name: 'بیشتر بدانید درباره‌ی اسلاید اول' });
    expect(link.getAttribute('href')).toBe('https://a.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    fireEvent.click(screen.getByRole('button', { name: 'اسلاید بعدی' }));
    const second = activeSlide();
    expect(within(second).queryByRole('heading')).toBeNull();
    expect(within(second).queryByText('توضیح دوم')).toBeNull();
    expect(within(second).queryByRole('link')).toBeNull();
  });

  it('replaces a broken image with a gradient block showing title and description', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'اسلاید بعدی' }));
    fireEvent.error(within(activeSlide()).getByRole('img'));
    const slide = activeSlide();
    expect(within(slide).queryByRole('img')).toBeNull();
    expect(within(slide).getByTestId('slide-fallback')).toBeTruthy();
    expect(within(slide).getByRole('heading', { name: 'اسلاید دوم' })).toBeTruthy();
    expect(within(slide).getByText('توضیح دوم')).toBeTruthy();
  });

  it('shows the welcome banner without slides', () => {
    renderCarousel([]);
    expect(screen.getByRole('heading', { name: /خوش آمدید/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'اسلاید بعدی' })).toBeNull();
  });

  it('shows a placeholder while loading', () => {
    renderCarousel(slides, true);
    expect(screen.getByRole('status', { name: 'در حال بارگذاری اسلایدها' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('has no controls and does not move with a single slide', () => {
    renderCarousel([slides[0]]);
    act(() => vi.advanceTimersByTime(10000));
    expect(activeImageName()).toBe('اسلاید اول');
    expect(screen.queryByRole('button', { name: 'اسلاید بعدی' })).toBeNull();
  });
});
