import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { Picture } from './Picture';

const img = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('Picture', () => {
  it("fetches the page's main picture at once and first, with its size reserved", () => {
    const { container } = renderPage({
      element: <Picture src="/a.jpg" alt="" width={1280} height={720} priority />,
    });
    expect(img(container).getAttribute('loading')).toBe('eager');
    expect(img(container).getAttribute('fetchpriority')).toBe('high');
    expect(img(container).getAttribute('width')).toBe('1280');
    expect(img(container).getAttribute('height')).toBe('720');
  });

  it('leaves any other picture until it nears the screen', () => {
    const { container } = renderPage({ element: <Picture src="/b.jpg" alt="ب" width={640} height={360} /> });
    expect(img(container).getAttribute('loading')).toBe('lazy');
    expect(img(container).getAttribute('fetchpriority')).toBeNull();
    expect(img(container).getAttribute('decoding')).toBe('async');
    expect(img(container).getAttribute('width')).toBe('640');
  });

  it('offers an uploaded photo at the served widths, and leaves other addresses alone', () => {
    const { container } = renderPage({
      element: <Picture src="/uploads/images/a-1.jpg" alt="" width={1280} height={720} sizes="50vw" />,
    });
    expect(img(container).getAttribute('srcset')).toBe(
      '/uploads/images/a-1.jpg?w=320 320w, /uploads/images/a-1.jpg?w=640 640w, /uploads/images/a-1.jpg?w=960 960w, /uploads/images/a-1.jpg?w=1280 1280w',
    );
    expect(img(container).getAttribute('sizes')).toBe('50vw');
    for (const src of ['/images/programs/a.svg', '/uploads/images/a.gif', 'https://cdn.example.org/a.jpg']) {
      const other = renderPage({ element: <Picture src={src} alt="" width={1} height={1} /> }).container;
      expect(img(other).getAttribute('srcset')).toBeNull();
    }
  });
});
