import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture';

const img = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('Picture', () => {
  it("fetches the page's main picture at once and first, with its size reserved", () => {
    const { container } = render(<Picture src="/a.jpg" alt="" width={1280} height={720} priority />);
    expect(img(container).getAttribute('loading')).toBe('eager');
    expect(img(container).getAttribute('fetchpriority')).toBe('high');
    expect(img(container).getAttribute('width')).toBe('1280');
    expect(img(container).getAttribute('height')).toBe('720');
  });

  it('leaves any other picture until it nears the screen', () => {
    const { container } = render(<Picture src="/b.jpg" alt="ب" width={640} height={360} />);
    expect(img(container).getAttribute('loading')).toBe('lazy');
    expect(img(container).getAttribute('fetchpriority')).toBeNull();
    expect(img(container).getAttribute('decoding')).toBe('async');
    expect(img(container).getAttribute('width')).toBe('640');
  });
});
