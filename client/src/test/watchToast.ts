import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '../app/session/sessionStore';

/**
 * Watches `toast[kind]` in a page test whose pages are signed in for the test: after each test the page is
 * unmounted, the calls seen are forgotten and the session is cleared.
 */
export function watchToast(kind: 'success' | 'error') {
  const spy = vi.spyOn(toast, kind);
  afterEach(() => {
    spy.mockClear();
    cleanup();
    sessionStore.clear();
  });
  return spy;
}
