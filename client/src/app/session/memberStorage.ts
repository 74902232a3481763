/**
 * The one list of what this browser keeps for the signed-in member alone, beside the session itself: each
 * entry is the prefix of its localStorage keys. The session store removes them all when the session ends
 * (sign-out, or the server refusing it) and when another member signs in, so the next person at this browser
 * finds nothing of the last one. What belongs to the browser rather than a member (saved programs, the
 * admin menu's width) is not listed.
 */
export const MEMBER_STORAGE_PREFIXES = {
  /** The admin course wizard's unsaved changes, per course ('new' for a course not created yet). */
  courseWizardDraft: 'course-wizard-draft:',
} as const;

const prefixes: readonly string[] = Object.values(MEMBER_STORAGE_PREFIXES);

export function clearMemberStorage(store: Storage): void {
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) {
    if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) store.removeItem(key);
  }
}
