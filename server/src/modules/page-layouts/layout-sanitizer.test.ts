import { describe, expect, it } from 'vitest';
import { sanitizeLayoutData } from './page-layouts.service';

describe('sanitizeLayoutData', () => {
  it('sanitises textBlock HTML and keeps the other props', () => {
    const [block] = sanitizeLayoutData([
      {
        id: 't1',
        type: 'textBlock',
        props: {
          content: '<p onclick="x">سلام <img src=x onerror=alert(1)><script>alert(1)</script><b>دوست</b></p>',
          textAlign: 'center',
          fontSize: 'lg',
        },
        styles: { padding: '1rem' },
      },
    ]);
    expect(block).toEqual({
      id: 't1',
      type: 'textBlock',
      props: { content: '<p>سلام <b>دوست</b></p>', textAlign: 'center', fontSize: 'lg' },
      styles: { padding: '1rem' },
    });
  });

  it('empties unsafe link and picture addresses at any depth', () => {
    const [hero, programs] = sanitizeLayoutData([
      {
        id: 'h',
        type: 'hero',
        props: { title: 'سلام', buttonLink: 'javascript:alert(1)', secondaryButtonLink: '/about' },
      },
      {
        id: 'p',
        type: 'programs',
        props: {
          items: [
            {
              title: 'الف',
              link: 'jav&#x09;ascript:alert(1)',
              image: 'data:image/svg+xml,<svg onload=alert(1)>',
            },
            { title: 'ب', link: 'https://example.org', image: '/images/programs/tutoring.svg' },
          ],
        },
      },
    ]);
    expect(hero.props).toEqual({ title: 'سلام', buttonLink: '', secondaryButtonLink: '/about' });
    expect(programs.props?.items).toEqual([
      { title: 'الف', link: '', image: '' },
      { title: 'ب', link: 'https://example.org', image: '/images/programs/tutoring.svg' },
    ]);
  });

  it('keeps unknown component types and gives missing ids', () => {
    expect(sanitizeLayoutData([{ type: 'carousel', props: { a: 1 } }])).toEqual([
      { id: 'component-1', type: 'carousel', props: { a: 1 } },
    ]);
  });

  it('refuses data that is not a list of typed components with a Persian VALIDATION error', () => {
    for (const bad of [null, 'text', {}, [null], [{ props: {} }], [{ type: '' }]]) {
      expect(() => sanitizeLayoutData(bad)).toThrowError('داده‌های چیدمان صفحه نامعتبر است');
    }
  });
});
