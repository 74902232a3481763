import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDraft } from './courseDraft';
import { clearStoredDraft, draftStorageKey, useDraftStorage } from './useDraftStorage';

const draft = { title: 'ریاضی نهم' } as CourseDraft;

describe('the course draft kept in the browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('keeps a dirty draft after a pause', () => {
    renderHook(() => useDraftStorage(null, draft, true));
    vi.advanceTimersByTime(1_000);
    expect(window.localStorage.getItem(draftStorageKey(null))).toContain('ریاضی نهم');
  });

  it('writes nothing back once the course is saved, even when a change was still waiting', () => {
    renderHook(() => useDraftStorage(null, draft, true));
    clearStoredDraft(null);
    vi.advanceTimersByTime(1_000);
    expect(window.localStorage.getItem(draftStorageKey(null))).toBeNull();
  });
});
