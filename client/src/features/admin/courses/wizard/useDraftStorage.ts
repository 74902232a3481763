import { useEffect } from 'react';
import { MEMBER_STORAGE_PREFIXES } from '../../../../app/session/memberStorage';
import type { CourseDraft } from './courseDraft';

const KEY_PREFIX = MEMBER_STORAGE_PREFIXES.courseWizardDraft;
const SAVE_DELAY_MS = 500;

export const draftStorageKey = (courseId: number | null) => `${KEY_PREFIX}${courseId ?? 'new'}`;

/** Writes still waiting out the pause, by key: a save drops them, or the saved course's draft came back. */
const waitingWrites = new Map<string, ReturnType<typeof setTimeout>>();

/** The draft kept in this browser for the course (or for a new one), if any. */
export function readStoredDraft(courseId: number | null): CourseDraft | null {
  try {
    const text = window.localStorage.getItem(draftStorageKey(courseId));
    return text ? (JSON.parse(text) as CourseDraft) : null;
  } catch {
    return null;
  }
}

export function clearStoredDraft(courseId: number | null): void {
  const key = draftStorageKey(courseId);
  clearTimeout(waitingWrites.get(key));
  waitingWrites.delete(key);
  try {
    window.localStorage.removeItem(draftStorageKey(courseId));
  } catch {
    // Storage may be off (private mode); nothing was kept then.
  }
}

/**
 * Keeps the wizard's unsaved changes in this browser while they are dirty, so a reload does not lose a
 * course in progress; the draft is dropped once the course is saved.
 */
export function useDraftStorage(courseId: number | null, draft: CourseDraft, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const key = draftStorageKey(courseId);
    clearTimeout(waitingWrites.get(key));
    const timer = setTimeout(() => {
      waitingWrites.delete(key);
      try {
        window.localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Full or disabled storage: the draft simply is not kept.
      }
    }, SAVE_DELAY_MS);
    waitingWrites.set(key, timer);
    return () => {
      clearTimeout(timer);
      if (waitingWrites.get(key) === timer) waitingWrites.delete(key);
    };
  }, [courseId, draft, dirty]);
}
