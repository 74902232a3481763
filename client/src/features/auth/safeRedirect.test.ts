import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirectPath('/courses/7')).toBe('/courses/7');
    expect(safeRedirectPath('/notifications?page=2#top')).toBe('/notifications?page=2#top');
  });

  it('sends everything else to /profile', () => {
    for (const raw of [
      null,
      '',
      'courses/7',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/.//evil.example',
      '/login',
      '/signup?type=donor',
    ]) {
      expect(safeRedirectPath(raw)).toBe('/profile');
    }
  });
});
