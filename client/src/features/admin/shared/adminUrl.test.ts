import { describe, expect, it } from 'vitest';
import { adminUrl, withQuery } from './adminUrl';

describe('adminUrl', () => {
  it('fills a pattern relative to /admin, and the empty pattern is the dashboard', () => {
    expect(adminUrl('users/:id/edit', { id: 7 })).toBe('/admin/users/7/edit');
    expect(adminUrl('settings')).toBe('/admin/settings');
    expect(adminUrl('')).toBe('/admin');
  });

  it("checks a pattern's params when compiled", () => {
    const typeChecksOnly = () => {
      // @ts-expect-error a pattern with params needs them
      adminUrl('users/:id/edit');
      // @ts-expect-error only the pattern's own params
      adminUrl('users/:id/edit', { userId: 7 });
    };
    expect(typeChecksOnly).toBeTypeOf('function');
  });
});

describe('withQuery', () => {
  it('adds the non-empty values in order, encoded', () => {
    expect(withQuery('/admin/donations', { status: 'PENDING', programId: 3, q: '', from: undefined })).toBe(
      '/admin/donations?status=PENDING&programId=3',
    );
    expect(withQuery('/admin/users', { q: 'یاسمن & co' })).toBe(
      '/admin/users?q=%DB%8C%D8%A7%D8%B3%D9%85%D9%86+%26+co',
    );
    expect(withQuery('/admin/slides')).toBe('/admin/slides');
  });
});
