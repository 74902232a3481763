import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from '../html';
import { isLayoutLink, isLink, isPictureAddress } from './link';

/** Addresses a browser opens on another site (or runs as script) although they may look like site paths. */
const LEAVING = [
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  '/\\/evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '/ /evil.example/x',
  '/%2F%2Fevil.example/x',
  '/%2f/evil.example/x',
  '/%5Cevil.example/x',
  '/.//evil.example/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://evil.example/x',
  'http:/evil.example',
  'https:evil.example',
  'http://',
  'https://exa mple.org',
  'evil.example/x',
  'programs/3',
  '?x=1',
];

/** Site paths and web addresses every stored link may hold. */
const KEPT = [
  '/',
  '/programs/3',
  '/courses/1?tab=2#top',
  '/uploads/images/a.png',
  '/%D8%A8%D8%B1%D9%86%D8%A7%D9%85%D9%87',
  'https://example.org',
  'HTTPS://Example.org/A',
  'http://example.org/a?b=c',
];

describe('the one link rule (site path or http(s) address)', () => {
  it.each(LEAVING)('refuses %j', (link) => {
    expect(isLink(link)).toBe(false);
    expect(isLayoutLink(link)).toBe(false);
  });

  it.each(KEPT)('keeps %j', (link) => {
    expect(isLink(link)).toBe(true);
    expect(isLayoutLink(link)).toBe(true);
  });

  it('lets a page layout hold a mailto: address or a place on the page, and no other form', () => {
    expect(isLayoutLink('mailto:info@example.org')).toBe(true);
    expect(isLink('mailto:info@example.org')).toBe(false);
    expect(isLayoutLink('#contact')).toBe(true);
    expect(isLink('#contact')).toBe(false);
    expect(isLayoutLink('#a\\b')).toBe(false);
  });

  it('reads a stored or rich-text address as a browser would: entities, control characters, spaces around', () => {
    expect(safeUrl('&#x2F;&#x2F;evil.example/x')).toBeNull();
    expect(safeUrl('/&#92;evil.example/x')).toBeNull();
    expect(safeUrl('jav&#x09;ascript:alert(1)')).toBeNull();
    expect(safeUrl('  //evil.example/x')).toBeNull();
    expect(safeUrl('\t/\\evil.example')).toBeNull();
    expect(safeUrl('  /programs/3 ')).toBe('/programs/3');
    expect(safeUrl('mailto:info@example.org')).toBe('mailto:info@example.org');
    for (const link of LEAVING) expect(safeUrl(link), JSON.stringify(link)).toBeNull();
    for (const link of KEPT) expect(safeUrl(link), JSON.stringify(link)).toBe(link);
  });

  it('strips such an address from rich text, keeping the words', () => {
    for (const href of ['//evil.example/x', '/\\evil.example/x', '/&#x09;/evil.example', 'JaVaScRiPt:x']) {
      expect(sanitizeHtml(`<p><a href="${href}">اینجا</a></p>`), href).toBe('<p><a>اینجا</a></p>');
    }
    expect(sanitizeHtml('<a href="/programs/3">برنامه‌ها</a>')).toBe(
      '<a href="/programs/3" rel="noopener noreferrer">برنامه‌ها</a>',
    );
  });
});

describe("a picture address (shown under the site's own image policy)", () => {
  it.each(['/uploads/images/a.png', '/images/slides/slide-1.svg', 'https://files.example.org/a.png'])(
    'may be %j (an outside one is then checked against the stored uploads)',
    (address) => {
      expect(isPictureAddress(address)).toBe(true);
    },
  );

  it.each([
    '/programs/3',
    '/uploads/../api/x',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
  ])('may not be %j', (address) => {
    expect(isPictureAddress(address)).toBe(false);
  });
});
